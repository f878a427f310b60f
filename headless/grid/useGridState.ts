/**
 * The grid's focus and selection state as a hook: each field controlled or uncontrolled
 * (`activeId`/`defaultActiveId`/`onActiveIdChange`, same for `selectedId`), every change run
 * through `gridReducer`, then the user's `stateReducer`, then reported to `onStateChange`
 * (by the shared runner, `useControlledReducer`).
 */
import type { Identified } from '../../sdk/client/paging';
import { useControlledReducer } from '../shared/useControlledReducer';
import { gridReducer } from './reducer';
import type { GridOptions } from './types';

/** The grid's controlled state: `activeId` / `selectedId`, their defaults and change callbacks. */
type GridStateOptions = Pick<
  GridOptions<Identified<string>>,
  | 'activeId'
  | 'defaultActiveId'
  | 'onActiveIdChange'
  | 'selectedId'
  | 'defaultSelectedId'
  | 'onSelectedIdChange'
  | 'stateReducer'
  | 'onStateChange'
>;

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
