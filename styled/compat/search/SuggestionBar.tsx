/**
 * `<SuggestionBar>`: @giphy/react-components' row of suggestions under the search bar, as a
 * drop-in: the channels found for the term (choosing one activates it), else GIPHY's trending
 * searches (choosing one searches it). Each suggestion is a button, drawn as the picker's pills.
 */
import { useContext } from 'react';
import { channelName, pickerMessages, useSearchContext } from '../../../headless';
import { safeUrl, sanitizeName } from '../../../sdk';
import { TrendingIcon, VerifiedBadge } from '../../shared/icons';
import { SCROLL_ROW } from '../../shared/scrollRow';
import { SearchContext } from './SearchContext';

/** @giphy/react-components' trending-search suggestions, as a row of buttons. */
export function SuggestionBar() {
  const { currentChannels, trendingSearches, setActiveChannel } = useContext(SearchContext);
  const { setSearch } = useSearchContext();
  return (
    <div className={SuggestionBar.className} data-gk-suggestion-bar="">
      {currentChannels.length > 0 ? (
        <ul data-gk-picker-suggestions="" aria-label="Channels" style={SCROLL_ROW}>
          {currentChannels.map((channel) => {
            const username = sanitizeName(channel.user?.username);
            const avatar = safeUrl(channel.user?.avatar_url);
            return (
              <li key={channel.id}>
                <button type="button" data-gk-picker-suggestion="" onClick={() => setActiveChannel(channel)}>
                  {avatar && <img src={avatar} alt="" width={20} height={20} data-gk-avatar="" />}
                  <bdi>{username ? `@${username}` : channelName(channel)}</bdi>
                  {channel.user?.is_verified && <VerifiedBadge />}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        trendingSearches.length > 0 && (
          <ul data-gk-picker-suggestions="" aria-label={pickerMessages.trendingSearches} style={SCROLL_ROW}>
            {trendingSearches.map((term) => (
              <li key={term}>
                <button type="button" data-gk-picker-suggestion="" onClick={() => setSearch(term)}>
                  <TrendingIcon />
                  {term}
                </button>
              </li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}

/** GIPHY's class name of the row. */
SuggestionBar.className = 'giphy-suggestion-bar';
