// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createRef, type RefObject, StrictMode, startTransition, use } from 'react';
import { describe, expect, it } from 'vitest';
import { useElementRef } from './useElementRef';

const never = new Promise<never>(() => {});
function Probe({ user, suspend }: { user: RefObject<HTMLDivElement | null>; suspend?: boolean }) {
  const { element, withUserRef } = useElementRef<HTMLDivElement>();
  const ref = withUserRef(user); // called during render, as a prop getter is
  if (suspend) use(never);
  return <div ref={ref} data-found={element ? '' : undefined} />;
}

describe('useElementRef', () => {
  it('keeps the element in state and feeds the user ref', () => {
    const user = createRef<HTMLDivElement>();
    const view = render(<Probe user={user} />, { wrapper: StrictMode });
    const div = view.container.firstElementChild;
    expect(user.current).toBe(div);
    expect(div?.hasAttribute('data-found')).toBe(true);
  });

  it('a render React throws away never touches the ref it was given (suspended transition)', async () => {
    const first = createRef<HTMLDivElement>();
    const discarded = createRef<HTMLDivElement>();
    const view = render(<Probe user={first} />, { wrapper: StrictMode });
    const div = view.container.firstElementChild;
    // This render calls withUserRef(discarded), then suspends: it never commits.
    await act(async () => {
      startTransition(() => view.rerender(<Probe user={discarded} suspend />));
    });
    expect(view.container.firstElementChild).toBe(div);
    // Unmounting detaches the committed ref, not the one the thrown-away render saw.
    view.unmount();
    expect(first.current).toBeNull();
    expect(discarded.current).toBeNull();
  });

  it('a new user ref gets the element; the old one is detached', () => {
    const first = createRef<HTMLDivElement>();
    const second = createRef<HTMLDivElement>();
    const view = render(<Probe user={first} />);
    const div = view.container.firstElementChild;
    view.rerender(<Probe user={second} />);
    expect(first.current).toBeNull();
    expect(second.current).toBe(div);
  });
});
