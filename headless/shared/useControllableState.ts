/**
 * Controlled or uncontrolled state: with `value` the parent owns it; without,
 * the component does, starting from `defaultValue`. `onChange` fires either way.
 */
import { useCallback, useState } from 'react';
import { useLatest } from './useLatest';

export interface ControllableStateOptions<T> {
  value?: T;
  defaultValue: T;
  onChange?: (value: T) => void;
}

export function useControllableState<T>({ value, defaultValue, onChange }: ControllableStateOptions<T>) {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const latest = useLatest({ current, onChange, controlled });
  const set = useCallback((next: T | ((previous: T) => T)) => {
    const { current: previous, onChange: notify, controlled: isControlled } = latest.current;
    const resolved = typeof next === 'function' ? (next as (p: T) => T)(previous) : next;
    if (Object.is(resolved, previous)) return;
    if (!isControlled) setOwn(resolved);
    notify?.(resolved);
  }, []);
  return [current, set] as const;
}
