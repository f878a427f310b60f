// The demo's search field over gifkit/headless's SearchBox: a combobox with trending and tag
// suggestions, `@channel` mode with a removable chip, and a clear button.
import { SearchBox } from 'gifkit/headless';

export function SearchField({ label = 'Search GIPHY' }: { label?: string }) {
  return (
    <SearchBox>
      {(box) => (
        <div {...box.getRootProps({ className: 'search' })}>
          {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps ties it to the input (htmlFor) */}
          <label {...box.getLabelProps({ className: 'visually-hidden' })}>{label}</label>
          <div className="search-frame">
            <span className="search-icon" aria-hidden="true">
              ⌕
            </span>
            <button {...box.getChannelChipProps({ className: 'search-chip' })}>
              @{box.channelName} <span aria-hidden="true">×</span>
            </button>
            <input
              {...box.getInputProps({ placeholder: box.channel ? box.placeholder : 'Search GIPHY (@ for a channel)' })}
            />
            {box.isFetching && <span className="search-busy" aria-hidden="true" />}
            <button {...box.getClearButtonProps({ className: 'search-clear' })}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <ul
            {...box.getMenuProps({
              className: box.isOpen && box.suggestions.length ? 'search-menu' : 'search-menu empty',
            })}
          >
            {box.isOpen &&
              box.suggestions.map((item, i) => (
                <li key={item.key} {...box.getItemProps(item, i)}>
                  {item.kind === 'channel' ? `@${item.name}` : item.term}
                </li>
              ))}
          </ul>
        </div>
      )}
    </SearchBox>
  );
}
