/**
 * `useLatest(value)`: a ref to the value of the last committed render, for effects, event
 * handlers and async callbacks that must not re-subscribe when it changes. It is updated in an
 * insertion effect (after commit, before any layout effect or event), never during render, so a
 * render React throws away leaves it alone. Read it outside render only.
 */
import { type RefObject, useInsertionEffect, useRef } from 'react';

export function useLatest<T>(value: T): Readonly<RefObject<T>> {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}
