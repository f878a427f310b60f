/**
 * The loader's id index, kept per list so a page costs O(page), not O(list): which ids a
 * list holds, the unseen items of a page, and the list a page grows into. A list grown here
 * shares the id map of the list it grew from. Lists are treated as immutable, as React state
 * is; one seen for the first time (initial, controlled or edited items) is indexed once, in
 * O(n).
 */
import type { Identified } from './types';

/**
 * `positions`: the first position of each id along a chain of lists, each a prefix of the next
 * (shared by the chain). `length`: the list's length when indexed (a list changed in place is
 * indexed again). `size`: the map's size then; only the newest list of a chain, where the two
 * still agree, may extend the map.
 */
interface Entry {
  positions: Map<string, number>;
  length: number;
  size: number;
}

const entries = new WeakMap<readonly Identified[], Entry>();

function index(list: readonly Identified[]): Entry {
  const positions = new Map<string, number>();
  // Backwards, so the first position of a repeated id is the one kept.
  for (let i = list.length; i--; ) positions.set(list[i]!.id, i);
  const entry = { positions, length: list.length, size: positions.size };
  entries.set(list, entry);
  return entry;
}

function entryOf(list: readonly Identified[]): Entry {
  const entry = entries.get(list);
  return entry?.length === list.length ? entry : index(list);
}

/** A membership test for the ids of `list`: O(1) per id once the list is indexed. */
export function idsOf(list: readonly Identified[]): (id: string) => boolean {
  const { positions, length } = entryOf(list);
  return (id) => (positions.get(id) ?? length) < length;
}

/** The items of `incoming` whose id is neither in `known` nor earlier in `incoming`. */
export function unseen<T extends Identified>(known: readonly T[], incoming: readonly T[]): T[] {
  const { positions, length } = entryOf(known);
  const taken = new Set<string>();
  return incoming.filter(({ id }) => (positions.get(id) ?? length) >= length && !taken.has(id) && !!taken.add(id));
}

/** `known` with the unseen items of `page` appended (`known` itself when there are none). */
export function appendUnseen<T extends Identified>(known: readonly T[], page: readonly T[]): readonly T[] {
  const fresh = unseen(known, page);
  if (!fresh.length) return known;
  // Only the newest list of a chain extends it; an older one (a branch) starts its own.
  let { positions, length, size } = entryOf(known);
  if (positions.size !== size) ({ positions, length } = index(known));
  const items = known.concat(fresh);
  for (const { id } of fresh) positions.set(id, length++);
  entries.set(items, { positions, length, size: positions.size });
  return items;
}
