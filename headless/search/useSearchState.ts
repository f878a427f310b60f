/**
 * The search state on the shared runner, `useControlledReducer`: every field
 * (`inputValue`, `term`, `channel`) can be controlled or uncontrolled, `stateReducer` rewrites
 * each change and `onStateChange` hears it. One state object, so that several changes in one
 * event (a commit right after a channel change) build on each other instead of on a stale render.
 */
import { useControlledReducer } from '../shared/useControlledReducer';
import { searchReducer } from './reducer';
import type { SearchProviderProps } from './SearchProvider';

/** The search's controlled state (the `<SearchProvider>` props that set it): each field, its default and change callback. */
type SearchStateOptions = Pick<
  SearchProviderProps,
  | 'term'
  | 'defaultTerm'
  | 'onTermChange'
  | 'inputValue'
  | 'defaultInputValue'
  | 'onInputValueChange'
  | 'channel'
  | 'defaultChannel'
  | 'onChannelChange'
  | 'stateReducer'
  | 'onStateChange'
>;

/** The search state and a `dispatch` for the reducer's actions. */
export function useSearchState(options: SearchStateOptions) {
  const { state, dispatch } = useControlledReducer({
    reducer: searchReducer,
    initialState: () => ({
      inputValue: options.defaultInputValue ?? options.defaultTerm ?? '',
      term: (options.defaultTerm ?? '').trim(),
      channel: options.defaultChannel ?? null,
    }),
    controlled: { inputValue: options.inputValue, term: options.term, channel: options.channel },
    stateReducer: options.stateReducer,
    onStateChange: options.onStateChange,
    onFieldChange: {
      inputValue: options.onInputValueChange,
      term: options.onTermChange,
      channel: options.onChannelChange,
    },
  });
  return [state, dispatch] as const;
}
