/**
 * The grid's focus and selection state as a hook: each field controlled or uncontrolled
 * (`activeId`/`defaultActiveId`/`onActiveIdChange`, same for `selectedId`), every change run
 * through `gridReducer`, then the user's `stateReducer`, then reported to `onStateChange`
 * (by the shared runner, `useControlledReducer`).
 */
import type { StateChange } from '../shared/useControlledReducer';
import { useControlledReducer } from '../shared/useControlledReducer';
import { type GridAction, type GridState, type GridStateReducer, gridReducer } from './reducer';

/** What the grid's `onStateChange` receives: the change type and the fields that changed. */
export type GridStateChange = StateChange<GridState, GridAction>;

/** The grid's controlled state: `activeId` / `selectedId`, their defaults and change callbacks. */
export interface GridStateOptions {
  /** Controlled active (roving-tabindex) tile id. */
  activeId?: string | null;
  defaultActiveId?: string | null;
  onActiveIdChange?: (id: string | null) => void;
  /** Controlled selected tile id. */
  selectedId?: string | null;
  defaultSelectedId?: string | null;
  onSelectedIdChange?: (id: string | null) => void;
  /** Intercepts every focus or selection change before it happens. */
  stateReducer?: GridStateReducer;
  /** Called after every focus or selection change with its type and the fields that changed. */
  onStateChange?: (change: GridStateChange) => void;
}

/** `[state, dispatch]`; dispatch returns the state the change led to. */
export function useGridState(options: GridStateOptions) {
  const { state, dispatch } = useControlledReducer({
    reducer: gridReducer,
    initialState: () => ({
      activeId: options.defaultActiveId ?? null,
      selectedId: options.defaultSelectedId ?? null,
    }),
    controlled: { activeId: options.activeId, selectedId: options.selectedId },
    stateReducer: options.stateReducer,
    onStateChange: options.onStateChange,
    onFieldChange: { activeId: options.onActiveIdChange, selectedId: options.onSelectedIdChange },
  });
  return [state, dispatch] as const;
}
