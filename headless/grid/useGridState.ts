/**
 * The grid's focus and selection state as a hook: each field controlled or uncontrolled
 * (`activeId`/`defaultActiveId`/`onActiveIdChange`, same for `selectedId`), every change run
 * through `gridReducer`, then the user's `stateReducer`, then reported to `onStateChange`.
 */
import { useCallback, useRef, useState } from 'react';
import type { GridChangeType } from './changeTypes';
import { type GridAction, type GridState, type GridStateReducer, gridReducer } from './reducer';

export interface GridStateOptions {
  /** Controlled active (roving-tabindex) tile id. */
  activeId?: string | null;
  defaultActiveId?: string | null;
  onActiveIdChange?: (id: string | null) => void;
  /** Controlled selected tile id. */
  selectedId?: string | null;
  defaultSelectedId?: string | null;
  onSelectedIdChange?: (id: string | null) => void;
  /** Intercept any change before it happens (R5). */
  stateReducer?: GridStateReducer;
  /** Called after every change with its type and the new state. */
  onStateChange?: (change: { type: GridChangeType } & GridState) => void;
}

/** `[state, dispatch]`; dispatch returns the state the change led to. */
export function useGridState(options: GridStateOptions) {
  // The grid's own values; a controlled field (its option is not undefined) reads the option instead.
  const [own, setOwn] = useState<GridState>(() => ({
    activeId: options.defaultActiveId ?? null,
    selectedId: options.defaultSelectedId ?? null,
  }));
  const state: GridState = {
    activeId: options.activeId === undefined ? own.activeId : options.activeId,
    selectedId: options.selectedId === undefined ? own.selectedId : options.selectedId,
  };
  const latest = useRef({ state, options });
  latest.current = { state, options };

  const dispatch = useCallback((action: GridAction): GridState => {
    const { state: current, options: opts } = latest.current;
    const changes = gridReducer(current, action);
    const next = opts.stateReducer?.(current, { ...action, changes }) ?? changes;
    if (next.activeId === current.activeId && next.selectedId === current.selectedId) return current;
    // Later dispatches in the same event see this one's result.
    latest.current.state = next;
    setOwn(next);
    if (next.activeId !== current.activeId) opts.onActiveIdChange?.(next.activeId);
    if (next.selectedId !== current.selectedId) opts.onSelectedIdChange?.(next.selectedId);
    opts.onStateChange?.({ type: action.type, ...next });
    return next;
  }, []);
  return [state, dispatch] as const;
}
