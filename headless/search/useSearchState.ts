/**
 * Runs the search reducer (STYLE.md R5): every field (`inputValue`, `term`, `channel`) can be
 * controlled or uncontrolled, `stateReducer` rewrites each change and `onStateChange` hears it.
 * One state object rather than three `useControllableState`s, so that several changes in one
 * event (a commit right after a channel change) build on each other instead of on a stale render.
 */
import { useCallback, useRef, useState } from 'react';
import type { Channel } from '../../sdk/client/createGiphyClient';
import type { SearchChangeType } from './changeTypes';
import { type SearchAction, type SearchState, type SearchStateReducer, searchReducer } from './reducer';

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
  /** Called after every change with its type and the new state. */
  onStateChange?: (change: { type: SearchChangeType } & SearchState) => void;
}

/** The search state and a `dispatch` for the reducer's actions. */
export function useSearchState(options: SearchStateOptions) {
  const [own, setOwn] = useState<SearchState>(() => ({
    inputValue: options.defaultInputValue ?? options.defaultTerm ?? '',
    term: (options.defaultTerm ?? '').trim(),
    channel: options.defaultChannel ?? null,
  }));
  const state: SearchState = {
    inputValue: options.inputValue ?? own.inputValue,
    term: options.term ?? own.term,
    channel: options.channel !== undefined ? options.channel : own.channel,
  };
  const latest = useRef({ state, options });
  latest.current = { state, options };

  const dispatch = useCallback((action: SearchAction) => {
    const { state: current, options: opts } = latest.current;
    const changes = searchReducer(current, action);
    const next = opts.stateReducer ? opts.stateReducer(current, { ...action, changes }) : changes;
    const changed = {
      inputValue: next.inputValue !== current.inputValue,
      term: next.term !== current.term,
      channel: next.channel !== current.channel,
    };
    if (!changed.inputValue && !changed.term && !changed.channel) return;
    // Later dispatches in the same event build on this one; the next render re-reads the props.
    latest.current = { state: next, options: opts };
    setOwn(next);
    if (changed.inputValue) opts.onInputValueChange?.(next.inputValue);
    if (changed.term) opts.onTermChange?.(next.term);
    if (changed.channel) opts.onChannelChange?.(next.channel);
    opts.onStateChange?.({ type: action.type, ...next });
  }, []);

  return [state, dispatch] as const;
}
