/**
 * The search state on the shared runner, `useControlledReducer`: every field
 * (`inputValue`, `term`, `channel`) can be controlled or uncontrolled, `stateReducer` rewrites
 * each change and `onStateChange` hears it. One state object, so that several changes in one
 * event (a commit right after a channel change) build on each other instead of on a stale render.
 */
import type { Channel } from '../../sdk/client/createGiphyClient';
import type { StateChange } from '../shared/useControlledReducer';
import { useControlledReducer } from '../shared/useControlledReducer';
import { type SearchAction, type SearchState, type SearchStateReducer, searchReducer } from './reducer';

/** What the search's `onStateChange` receives: the change type and the fields that changed. */
export type SearchStateChange = StateChange<SearchState, SearchAction>;

/** The search's controlled state: `term`, its default and change callback. */
export interface SearchStateOptions {
  /** Controlled term (what results are shown for); pair with `onTermChange`. */
  term?: string;
  /** The first term (GIPHY's `initialTerm`); also the first input text unless `defaultInputValue` is given. */
  defaultTerm?: string;
  onTermChange?: (term: string) => void;
  /** Controlled input text; pair with `onInputValueChange`. */
  inputValue?: string;
  defaultInputValue?: string;
  onInputValueChange?: (inputValue: string) => void;
  /** Controlled active channel (`null`: none); pair with `onChannelChange`. */
  channel?: Channel | null;
  /** The first active channel (GIPHY's `initialChannel`). */
  defaultChannel?: Channel | null;
  onChannelChange?: (channel: Channel | null) => void;
  /** Rewrites any change before it applies: return `changes`, or your own state. */
  stateReducer?: SearchStateReducer;
  /** Called after every change with its type and the fields that changed. */
  onStateChange?: (change: SearchStateChange) => void;
}

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
