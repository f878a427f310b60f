/** The styled search box (short name `Root` for `import * as SearchBox`). */
export { SearchBox as Root, SearchBox, type SearchBoxProps } from './SearchBox';
