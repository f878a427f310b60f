/**
 * The old call shapes of the query factories and hooks, kept as deprecated aliases
 * (docs/versioning.md): until 0.2.0 the factories took positional arguments after the client
 * (`gifQueries.searchGifs(client, 'cats', { limit })`), and until 0.3.0 some hooks took them
 * too (`useSearchTags('ca')`), or had another name (`useSearch('cats')`). Now each takes one
 * options object (`gifQueries.searchGifs(client, { term: 'cats', limit })`,
 * `useSearchTags({ term: 'ca' })`, `useSearchGifs({ term: 'cats' })`). One rule translates every
 * old shape: `fromPositional` turns the positional arguments into the options object and
 * warns once in development, naming the object to pass instead (`{ term, ...options }`).
 */
import { warnDeprecated } from '../sdk/devWarn';
import { isObject } from '../sdk/isObject';

/** The options object that replaces positional arguments: `term, options` → `{ term, ...options }`. */
const optionsObject = (oldArgs: string) =>
  oldArgs === 'options' ? 'options' : `{ ${oldArgs.replace('options', '...options')} }`;

/** An old call shape: `old(lead + oldArgs)` (`useSearch(term, options)`), replaced by `name` with one options object. */
interface OldShape {
  old: string;
  name: string;
  oldArgs: string;
  /** What comes before the arguments in both shapes (`client, ` for the factories). */
  lead?: string;
}

/**
 * The options object for the old positional arguments `args`, translated by `toOptions`, with
 * a warning, once in development, naming the call to write instead (`useSearchGifs({ term,
 * ...options })`).
 */
function fromPositional<Options, Args extends unknown[]>(
  args: Args,
  toOptions: (...args: Args) => Options,
  { old, name, oldArgs, lead = '' }: OldShape,
): Options {
  if (process.env.NODE_ENV !== 'production') {
    warnDeprecated({ name: `${old}(${lead}${oldArgs})`, instead: `${name}(${lead}${optionsObject(oldArgs)})` });
  }
  return toOptions(...args);
}

/**
 * `factory` (`gifQueries.searchGifs`, say, named by `name`) that also accepts its old positional
 * arguments after the client, `oldArgs` (`'term, options'`), translated by `toOptions`.
 */
export function withPositionalArgs<C, Options extends object, Args extends unknown[], R>(
  factory: (client: C, options: Options) => R,
  toOptions: (...args: Args) => Options,
  name: string,
  oldArgs: string,
): {
  (client: C, options: Options): R;
  /**
   * @deprecated Positional arguments after the client: pass one options object instead
   * (`gifQueries.searchGifs(client, { term, ...options })`, `.gif(client, { id })`, …). Removed in 0.4.0 at the earliest.
   */
  (client: C, ...args: Args): R;
} {
  return (client: C, ...args: [Options] | Args) =>
    factory(
      client,
      isObject(args[0])
        ? (args[0] as Options)
        : fromPositional(args as Args, toOptions, { old: name, name, oldArgs, lead: 'client, ' }),
    );
}

/**
 * `hook` (`useSubcategories`, say, named by `name`), which takes one options object, that also
 * accepts its old positional arguments, `oldArgs` (`'category, options'`), translated by `toOptions`.
 */
export function hookWithPositionalArgs<Options extends object, Args extends unknown[], R>(
  hook: (options: Options) => R,
  toOptions: (...args: Args) => Options,
  name: string,
  oldArgs: string,
): {
  (options: Options): R;
  /**
   * @deprecated Positional arguments: pass one options object instead (`useSearchTags({ term,
   * ...options })`, `useSubcategories({ category })`, …). Removed in 0.5.0 at the earliest.
   */
  (...args: Args): R;
} {
  return (...args: [Options] | Args) =>
    hook(
      isObject(args[0]) ? (args[0] as Options) : fromPositional(args as Args, toOptions, { old: name, name, oldArgs }),
    );
}

/**
 * A hook's name before 0.3.0 (`old`, say `useSearch`, with its arguments `oldArgs`,
 * `'term, options'`), renamed `hook` (named `name`, `useSearchGifs`) with one options object:
 * the old call shape, translated by `toOptions`, warning once in development
 * (`useSearch(term, options)` → `useSearchGifs({ term, ...options })`).
 */
export function renamedHook<Options, Args extends unknown[], R>(
  hook: (options: Options) => R,
  toOptions: (...args: Args) => Options,
  old: string,
  oldArgs: string,
  name: string,
): (...args: Args) => R {
  return (...args: Args) => hook(fromPositional(args, toOptions, { old, name, oldArgs }));
}
