// The demo's search field: gifkit/styled's SearchBox (suggestions from trending searches and
// tags, `@channel` mode with a removable chip, clear and search buttons).
import { SearchBox } from 'gifkit/styled';

export function SearchField() {
  return <SearchBox className="demo-search" />;
}
