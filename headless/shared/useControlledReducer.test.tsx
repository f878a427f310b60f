// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react';
import { StrictMode, startTransition, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changedFields } from '../../sdk/client/runReducer';
import { useControlledReducer, withControlled } from './useControlledReducer';

interface Counter {
  count: number;
  label: string;
}
type CounterAction = { type: 'add'; by: number } | { type: 'rename'; label: string } | { type: 'noop' };

const counterReducer = (state: Counter, action: CounterAction): Counter => {
  switch (action.type) {
    case 'add':
      return { ...state, count: state.count + action.by };
    case 'rename':
      return { ...state, label: action.label };
    default:
      return state;
  }
};

/** A counter that adds `by` from an effect, recording its renders and any callback made during render. */
const counterChanges = vi.fn();
const duringRender = vi.fn();
const renders: number[] = [];
let rendering = false;
function Counter({ by }: { by: number }) {
  rendering = true;
  const { state, dispatch } = useControlledReducer({
    reducer: counterReducer,
    initialState: () => ({ count: 0, label: 'a' }),
    onStateChange: (change) => {
      if (rendering) duringRender();
      counterChanges(change);
    },
  });
  rendering = false;
  renders.push(state.count);
  useEffect(() => {
    if (by) dispatch({ type: 'add', by });
  }, [by, dispatch]);
  return <output>{state.count}</output>;
}

describe('withControlled and changedFields', () => {
  it('defined controlled keys win; undefined ones leave the own value', () => {
    const own = { count: 1, label: 'a' };
    expect(withControlled(own, { count: 5, label: undefined })).toEqual({ count: 5, label: 'a' });
    expect(withControlled(own, { label: undefined })).toBe(own);
    expect(withControlled(own, { count: 1 })).toBe(own);
  });

  it('null is a controlled value (only undefined means uncontrolled)', () => {
    const own: { id: string | null } = { id: 'x' };
    expect(withControlled(own, { id: null })).toEqual({ id: null });
  });

  it('lists only the fields that changed', () => {
    expect(changedFields({ count: 1, label: 'a' }, { count: 2, label: 'a' })).toEqual({ count: 2 });
    expect(changedFields({ count: 1, label: 'a' }, { count: 1, label: 'a' })).toBeUndefined();
  });
});

describe('useControlledReducer', () => {
  it('uncontrolled: starts from initialState, applies changes, reports the type and changed fields', () => {
    const onStateChange = vi.fn();
    const onCount = vi.fn();
    const { result } = renderHook(() =>
      useControlledReducer({
        reducer: counterReducer,
        initialState: { count: 0, label: 'a' },
        onStateChange,
        onFieldChange: { count: onCount },
      }),
    );
    act(() => {
      result.current.dispatch({ type: 'add', by: 2 });
    });
    expect(result.current.state).toEqual({ count: 2, label: 'a' });
    expect(onCount).toHaveBeenCalledExactlyOnceWith(2);
    expect(onStateChange).toHaveBeenCalledExactlyOnceWith({ type: 'add', count: 2 });
  });

  it('a change that changes nothing reports nothing and returns the current state', () => {
    const onStateChange = vi.fn();
    const { result } = renderHook(() =>
      useControlledReducer({ reducer: counterReducer, initialState: { count: 0, label: 'a' }, onStateChange }),
    );
    let returned: Counter | undefined;
    act(() => {
      returned = result.current.dispatch({ type: 'noop' });
    });
    expect(returned).toBe(result.current.state);
    expect(onStateChange).not.toHaveBeenCalled();
  });

  it('controlled: the prop wins until the parent follows the change', () => {
    const onStateChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ count }: { count?: number }) =>
        useControlledReducer({
          reducer: counterReducer,
          initialState: { count: 0, label: 'a' },
          controlled: { count },
          onStateChange,
        }),
      { initialProps: { count: 10 } },
    );
    act(() => {
      result.current.dispatch({ type: 'add', by: 1 });
    });
    expect(onStateChange).toHaveBeenCalledWith({ type: 'add', count: 11 });
    expect(result.current.state.count).toBe(10);
    rerender({ count: 11 });
    expect(result.current.state.count).toBe(11);
  });

  it('stateReducer sees the action and the changes, and its answer is what applies', () => {
    const stateReducer = vi.fn((_state: Counter, { changes, type }: CounterAction & { changes: Counter }) =>
      type === 'add' ? { ...changes, count: Math.min(changes.count, 3) } : changes,
    );
    const { result } = renderHook(() =>
      useControlledReducer({ reducer: counterReducer, initialState: { count: 0, label: 'a' }, stateReducer }),
    );
    act(() => {
      result.current.dispatch({ type: 'add', by: 5 });
    });
    expect(stateReducer).toHaveBeenCalledWith(
      { count: 0, label: 'a' },
      { type: 'add', by: 5, changes: { count: 5, label: 'a' } },
    );
    expect(result.current.state.count).toBe(3);
  });

  it('several dispatches in one event build on each other; getState sees them before the render', () => {
    const { result } = renderHook(() =>
      useControlledReducer({ reducer: counterReducer, initialState: { count: 0, label: 'a' } }),
    );
    let seen: Counter | undefined;
    act(() => {
      result.current.dispatch({ type: 'add', by: 1 });
      result.current.dispatch({ type: 'add', by: 1 });
      seen = result.current.getState();
    });
    expect(seen?.count).toBe(2);
    expect(result.current.state.count).toBe(2);
  });

  it('afterChange gets the previous and next state after onStateChange', () => {
    const calls: string[] = [];
    const { result } = renderHook(() =>
      useControlledReducer({
        reducer: counterReducer,
        initialState: { count: 0, label: 'a' },
        onFieldChange: { label: () => calls.push('field') },
        onStateChange: () => calls.push('state'),
        afterChange: (previous, next) => calls.push(`after ${previous.label}->${next.label}`),
      }),
    );
    act(() => {
      result.current.dispatch({ type: 'rename', label: 'b' });
    });
    expect(calls).toEqual(['field', 'state', 'after a->b']);
  });

  it('StrictMode and a transition: one change reported once, callbacks never during render', async () => {
    counterChanges.mockClear();
    duringRender.mockClear();
    renders.length = 0;
    const view = render(
      <StrictMode>
        <Counter by={0} />
      </StrictMode>,
    );
    await act(async () => {
      startTransition(() => {
        view.rerender(
          <StrictMode>
            <Counter by={4} />
          </StrictMode>,
        );
      });
    });
    expect(view.container.textContent).toBe('4');
    expect(counterChanges).toHaveBeenCalledExactlyOnceWith({ type: 'add', count: 4 });
    expect(duringRender).not.toHaveBeenCalled();
    expect(renders.at(-1)).toBe(4);
  });
});
