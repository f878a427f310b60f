// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { composeHandlers, mergeProps, mergeRefs } from './composeHandlers';
import {
  defaultMessages,
  listMessages,
  resolveListMessages,
  resolveMessages,
  searchMessages,
  videoMessages,
} from './messages';
import { MotionPreference, useReducedMotion } from './motion';
import { useControllableState } from './useControllableState';
import { useDebouncedCallback } from './useTimeout';

afterEach(() => vi.useRealTimers());

describe('composeHandlers', () => {
  it('runs theirs then ours; preventDefault in theirs skips ours', () => {
    const calls: string[] = [];
    const event = { defaultPrevented: false };
    composeHandlers(
      () => calls.push('theirs'),
      () => calls.push('ours'),
    )(event);
    expect(calls).toEqual(['theirs', 'ours']);
    composeHandlers(
      (e: { defaultPrevented: boolean }) => {
        e.defaultPrevented = true;
      },
      () => calls.push('skipped'),
    )({ defaultPrevented: false });
    expect(calls).not.toContain('skipped');
  });

  it('mergeProps: theirs over ours, fixed over both, handlers chained, styles merged', () => {
    const calls: string[] = [];
    const ours = {
      role: 'option',
      title: 'ours',
      style: { left: 1, top: 2 },
      onClick: () => calls.push('ours'),
      onFocus: () => calls.push('our focus'),
    };
    const theirs = {
      title: 'theirs',
      style: { top: 5 },
      onClick: () => calls.push('theirs'),
      onFocus: (event: { preventDefault: () => void }) => event.preventDefault(),
      onBlur: () => calls.push('their blur'),
    };
    const props = mergeProps<Record<string, (event: unknown) => void> & Record<string, unknown>>(ours, theirs, {
      role: 'listbox',
    });
    expect(props).toMatchObject({ role: 'listbox', title: 'theirs', style: { left: 1, top: 5 } });
    let prevented = false;
    const event = {
      get defaultPrevented() {
        return prevented;
      },
      preventDefault: () => {
        prevented = true;
      },
    };
    props.onClick!(event);
    props.onFocus!(event);
    props.onBlur!(event);
    expect(calls).toEqual(['theirs', 'ours', 'their blur']);
    // Without user props nothing is lost, and a style only we set is kept as is.
    expect(mergeProps({ style: { left: 1 } })).toEqual({ style: { left: 1 } });
    expect(mergeProps({}, { style: { top: 1 } })).toEqual({ style: { top: 1 } });
  });

  it('mergeRefs feeds object and callback refs', () => {
    const object = createRef<HTMLDivElement>();
    const callback = vi.fn();
    render(<div ref={mergeRefs(object, callback)} />);
    expect(object.current).toBeInstanceOf(HTMLDivElement);
    expect(callback).toHaveBeenCalledWith(object.current);
  });
});

describe('useControllableState', () => {
  it('uncontrolled: owns the value and reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onChange }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('controlled: the parent owns the value', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ value: 5, defaultValue: 1, onChange }));
    act(() => result.current[1]((v) => v + 1));
    expect(result.current[0]).toBe(5);
    expect(onChange).toHaveBeenCalledWith(6);
  });
});

describe('useDebouncedCallback', () => {
  it('only the last call runs, after the delay; unmount cancels', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(fn, 250));
    result.current('a');
    vi.advanceTimersByTime(200);
    result.current('b');
    vi.advanceTimersByTime(249);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
    result.current('c');
    unmount();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('messages and motion', () => {
  it('defaults follow the spec and can be replaced', () => {
    expect(defaultMessages.errorLoading).toBe('Error loading GIFs.');
    expect(defaultMessages.tryAgain).toBe('Try again?');
    expect(defaultMessages.results(24, 'cats')).toBe('24 GIFs for cats');
    expect(defaultMessages.results(1)).toBe('1 GIF');
    expect(resolveMessages({ tryAgain: 'Nochmal?' }).tryAgain).toBe('Nochmal?');
  });

  it('one table per family; the list table alone serves grids and carousels', () => {
    expect(defaultMessages).toEqual({ ...listMessages, ...searchMessages, ...videoMessages });
    expect(Object.keys(listMessages).sort()).toEqual(
      ['carouselLabel', 'errorLoading', 'gridLabel', 'loading', 'noResults', 'results', 'tryAgain'].sort(),
    );
    expect(resolveListMessages()).toBe(listMessages);
    expect(resolveListMessages({ tryAgain: 'Nochmal?' })).toEqual({ ...listMessages, tryAgain: 'Nochmal?' });
    expect(defaultMessages.videoError(2, 'mp4')).toBe('Network Error...');
  });

  it('a kit-wide setting wins over the system preference', () => {
    const { result } = renderHook(() => useReducedMotion(), {
      wrapper: ({ children }) => <MotionPreference reduce>{children}</MotionPreference>,
    });
    expect(result.current).toBe(true);
  });
});
