/**
 * The query factories' old call shape, kept as a deprecated alias (docs/versioning.md): until
 * 0.2.0 they took positional arguments after the client (`gifQueries.search(client, 'cats',
 * { limit })`); now one options object (`gifQueries.search(client, { term: 'cats', limit })`).
 * `withPositionalArgs` wraps a factory so the old shape still works: it is translated into the
 * options object, and warns once in development.
 */
import { type Deprecation, warnDeprecated } from '../sdk/devWarn';
import { isObject } from '../sdk/isObject';

/**
 * `factory` that also accepts its old positional arguments (`args`, turned into its options by
 * `toOptions`), warning `deprecation` once in development when it gets them.
 */
export function withPositionalArgs<C, Options extends object, Args extends unknown[], R>(
  factory: (client: C, options: Options) => R,
  toOptions: (...args: Args) => Options,
  deprecation: Deprecation,
): {
  (client: C, options: Options): R;
  /**
   * @deprecated Positional arguments after the client: pass one options object instead
   * (`gifQueries.search(client, { term, ...options })`, `.gif(client, { id })`, …). Removed in 0.4.0 at the earliest.
   */
  (client: C, ...args: Args): R;
} {
  return (client: C, ...args: [Options] | Args) => {
    if (isObject(args[0])) return factory(client, args[0] as Options);
    warnDeprecated(deprecation);
    return factory(client, toOptions(...(args as Args)));
  };
}
