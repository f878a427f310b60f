/**
 * The loader's id index, kept per list so a page costs O(page), not O(list): which ids a
 * list holds, the unseen items of a page, and the list a page grows into. A list grown here
 * shares the id map of the list it grew from and remembers which list (by serial number, so
 * older lists can still be freed) and which page grew it: that is how `paginatorSource` knows
 * the loader's list is still the paginator's own. Lists are treated as immutable, as React
 * state is; one seen for the first time (initial, controlled or edited items) is indexed
 * once, in O(n).
 */
import type { Identified } from './types';

/** First positions of ids along a chain of lists, each a prefix of the next. */
interface Chain {
  positions: Map<string, number>;
  /** The length of the longest list on the chain: only that one may grow it in place. */
  length: number;
}

interface Entry {
  chain: Chain;
  /** The list's length when indexed; a list changed in place is indexed again. */
  length: number;
  /** Names this entry, so a list can point at the one it grew from without keeping it alive. */
  serial: number;
  /** The `serial` of the list this one grew from, and the page that grew it. */
  grewFrom?: number;
  page?: readonly Identified[];
}

const entries = new WeakMap<readonly Identified[], Entry>();
let serials = 0;

function index(list: readonly Identified[]): Entry {
  const positions = new Map<string, number>();
  for (let i = 0; i < list.length; i++) {
    const id = list[i]!.id;
    if (!positions.has(id)) positions.set(id, i);
  }
  const entry: Entry = { chain: { positions, length: list.length }, length: list.length, serial: ++serials };
  entries.set(list, entry);
  return entry;
}

function entryOf(list: readonly Identified[]): Entry {
  const entry = entries.get(list);
  return entry && entry.length === list.length ? entry : index(list);
}

/** A membership test for the ids of `list`: O(1) per id once the list is indexed. */
export function idsOf(list: readonly Identified[]): (id: string) => boolean {
  const { chain, length } = entryOf(list);
  return (id) => {
    const at = chain.positions.get(id);
    return at !== undefined && at < length;
  };
}

/** The items of `incoming` whose id is neither in `known` nor earlier in `incoming`. */
export function unseen<T extends Identified>(known: readonly T[], incoming: readonly T[]): T[] {
  const has = idsOf(known);
  const taken = new Set<string>();
  return incoming.filter((item) => {
    const id = item.id;
    return !has(id) && !taken.has(id) && !!taken.add(id);
  });
}

/** `known` with the unseen items of `page` appended (`known` itself when there are none). */
export function appendUnseen<T extends Identified>(known: readonly T[], page: readonly T[]): readonly T[] {
  const fresh = unseen(known, page);
  if (fresh.length === 0) return known;
  // Only the longest list of a chain extends it; a shorter one (a branch) starts its own.
  let from = entryOf(known);
  if (from.chain.length !== from.length) from = index(known);
  const { chain } = from;
  const items = known.concat(fresh);
  for (let i = 0; i < fresh.length; i++) chain.positions.set(fresh[i]!.id, from.length + i);
  chain.length = items.length;
  entries.set(items, { chain, length: items.length, serial: ++serials, grewFrom: from.serial, page });
  return items;
}

/** True when `list` is `base` with every item of `page` appended (or `base` itself for an empty page). */
export function grewBy(list: readonly Identified[], base: readonly Identified[], page: readonly Identified[]): boolean {
  if (page.length === 0) return list === base;
  const entry = entries.get(list);
  const from = entries.get(base);
  return (
    entry !== undefined &&
    from !== undefined &&
    entry.grewFrom === from.serial &&
    entry.page === page &&
    entry.length === list.length &&
    from.length === base.length &&
    list.length === base.length + page.length
  );
}
