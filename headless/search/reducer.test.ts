import { describe, expect, it } from 'vitest';
import type { Channel } from '../../sdk/client/createGiphyClient';
import { SearchChangeType } from './changeTypes';
import { initialSearchState, searchReducer } from './reducer';

const nba = { id: 1121, slug: 'nba', display_name: 'NBA', user: { username: 'nba' } } as Channel;

describe('searchReducer', () => {
  it('typing changes the input only; a commit makes the trimmed input the term', () => {
    const typed = searchReducer(initialSearchState, { type: SearchChangeType.InputChange, inputValue: ' cats ' });
    expect(typed).toEqual({ inputValue: ' cats ', term: '', channel: null });
    expect(searchReducer(typed, { type: SearchChangeType.TermCommit })).toEqual({
      inputValue: ' cats ',
      term: 'cats',
      channel: null,
    });
  });

  it('returns the same state when nothing changes', () => {
    const state = { inputValue: 'cats', term: 'cats', channel: null };
    expect(searchReducer(state, { type: SearchChangeType.TermCommit })).toBe(state);
    expect(searchReducer(state, { type: SearchChangeType.ChannelClear })).toBe(state);
    expect(searchReducer(initialSearchState, { type: SearchChangeType.Clear })).toBe(initialSearchState);
  });

  it('choosing a suggestion or setting the search sets input and term at once', () => {
    for (const type of [SearchChangeType.SuggestionSelect, SearchChangeType.SetSearch] as const) {
      expect(searchReducer(initialSearchState, { type, term: 'cute dogs' })).toEqual({
        inputValue: 'cute dogs',
        term: 'cute dogs',
        channel: null,
      });
    }
  });

  it('choosing a channel activates it and strips the @word prefix', () => {
    const state = { inputValue: '@nb dunk', term: '@nb', channel: null };
    expect(searchReducer(state, { type: SearchChangeType.ChannelSelect, channel: nba })).toEqual({
      inputValue: 'dunk',
      term: 'dunk',
      channel: nba,
    });
  });

  it("keys typed before the channel's activation was rendered lose its @slug prefix", () => {
    const state = { inputValue: 'd', term: 'd', channel: nba };
    const typed = (inputValue: string) => searchReducer(state, { type: SearchChangeType.InputChange, inputValue });
    expect(typed(`@${nba.slug} dunk`).inputValue).toBe('dunk');
    expect(typed('@other dunk').inputValue).toBe('@other dunk');
    expect(typed('dunk').inputValue).toBe('dunk');
  });

  it('clearing the channel keeps the text; clearing everything empties all', () => {
    const state = { inputValue: 'dunk', term: 'dunk', channel: nba };
    expect(searchReducer(state, { type: SearchChangeType.ChannelClear })).toEqual({
      inputValue: 'dunk',
      term: 'dunk',
      channel: null,
    });
    expect(searchReducer(state, { type: SearchChangeType.Clear })).toEqual(initialSearchState);
  });
});
