/**
 * The paging rule and the de-duplication of every list (each fetch appends the GIFs not seen
 * yet, by id; docs/architecture.md), in one place: the SDK's list store, the
 * paginator, the headless loader, the hooks' infinite queries and the platform's lists (a
 * channel's feed, a user's stories) all call these functions. This is the only module that
 * reads `next_cursor` and `total_count`. Two kinds of list page through it: by offset (GIPHY:
 * count + offset until `total_count`) and by a provider's opaque cursor (Tenor v2: the page's
 * `next_cursor` goes back as received, until a page has none).
 */

/** The part of a list answer paging reads: `ListResult<T>` fits. */
export interface PageLike<T> {
  data: readonly T[];
  pagination?:
    | {
        count?: number;
        offset?: number;
        total_count?: number | undefined;
        next_cursor?: number | string | undefined;
      }
    | undefined;
}

/**
 * Where the list goes after a page: the offset of the next page, the provider's cursor for it
 * (a list paged by cursor), and whether there is one.
 */
export interface NextPage {
  offset: number;
  /** The page's `next_cursor` when it is a provider's cursor (a string): send it back as received. */
  cursor?: string;
  done: boolean;
}

/**
 * After `page`, fetched at `offset`: a string `next_cursor` (a Tenor-v2 source) is the next
 * page's cursor, sent back byte for byte; the list is finished on a page without one (whose
 * `total_count` says so) or an empty page. Otherwise the next offset is a numeric
 * `next_cursor` where the API gives one (GIPHY's v2 emoji), else the page's count plus its
 * offset, and the list is finished once that offset reaches `total_count`, when the page came
 * back empty, or when the offset would not move.
 */
export function nextPage(page: PageLike<unknown>, offset: number): NextPage {
  const { pagination: p, data } = page;
  const at = p?.offset ?? offset;
  const after = (p?.count ?? data.length) + at;
  const cursor = p?.next_cursor;
  if (typeof cursor === 'string') return { offset: after, cursor, done: !data.length || !cursor };
  const next = cursor ?? after;
  const total = p?.total_count ?? Number.POSITIVE_INFINITY;
  return { offset: next, done: !data.length || next >= total || next <= at };
}

/**
 * Anything listed by id. The grid, carousel and loader list items with a string id
 * (`Identified<string>`); the SDK's lists also take a number (a channel's id).
 */
export interface Identified<Id extends string | number = string | number> {
  id: Id;
}

/** How a list reads an item's id (by default its `id`; a story's is its `story_id`). */
export type IdOf<T> = (item: T) => string | number;

const byId: IdOf<Identified> = (item) => item.id;

/**
 * The items of `incoming` whose id is not in `seen` (nor earlier in `incoming`), in order;
 * their ids are added to `seen`. O(page): keep one `seen` per list and hand it each page.
 */
export function takeUnseen<T extends Identified>(seen: Set<string>, incoming: readonly T[]): T[];
export function takeUnseen<T>(seen: Set<string>, incoming: readonly T[], idOf: IdOf<T>): T[];
export function takeUnseen<T>(seen: Set<string>, incoming: readonly T[], idOf = byId as IdOf<T>): T[] {
  const fresh: T[] = [];
  for (const item of incoming) {
    const id = String(idOf(item));
    if (seen.has(id)) continue;
    seen.add(id);
    fresh.push(item);
  }
  return fresh;
}

/** The pages' items as one list, the first occurrence of each id kept. */
export function uniqueItems<T extends Identified>(pages: readonly PageLike<T>[]): T[];
export function uniqueItems<T>(pages: readonly PageLike<T>[], idOf: IdOf<T>): T[];
export function uniqueItems<T>(pages: readonly PageLike<T>[], idOf = byId as IdOf<T>): T[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => takeUnseen(seen, page.data, idOf));
}

/**
 * The rule of a list paged by an opaque cursor (a user's stories): the page's `next_cursor`,
 * or `undefined` once the list is finished (no cursor, or a page that came back empty).
 */
export function nextCursor<C extends string | number>(page: {
  data: readonly unknown[];
  next_cursor?: C | null | undefined;
}): C | undefined {
  const cursor = page.next_cursor;
  return page.data.length && cursor !== null && cursor !== undefined && cursor !== '' ? cursor : undefined;
}
