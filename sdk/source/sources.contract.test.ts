/**
 * The contract every source keeps, as one suite with the same assertions run against every
 * shipped source (GIPHY's core; the Tenor-v2 source as KLIPY, GIPHY v2 and Tenor) and the
 * example source of docs/providers.md, each answered by its mock (gifkit/mock; test/support/acmeApi.ts):
 * lists page to their end (no request after it), cursors go back byte for byte, items are
 * de-duplicated across pages, error answers are FetchErrors of their status, hostile data keeps
 * only http(s) URLs, a call the source lacks is refused before any request, and the share event
 * is sent once per send and never without consent.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOSTILE_TEXTS, UNSAFE_URLS } from '../../test/hostile/payloads';
import { ACME_URL, acmeApi } from '../../test/support/acmeApi';
import { createAcmeSource } from '../../test/support/acmeSource';
import { createAnalytics } from '../analytics/createAnalytics';
import * as calls from '../client/calls';
import { createGiphyCore } from '../client/core';
import { createListStore } from '../client/listStore';
import { FetchError, UnsupportedCallError } from '../errors';
import { altText } from '../media/altText';
import { mediaPolicy } from '../media/mediaPolicy';
import { isSafeUrl } from '../media/safeUrl';
import { sanitizeName } from '../media/sanitizeName';
import { createMockApi } from '../mock';
import type { Gif } from '../normalize/gif';
import { createTenorSource } from '../tenor/createTenorSource';
import { TENOR_PROVIDERS, type TenorProvider } from '../tenor/providers';
import { providerOf } from './providerOf';
import type { Capability, GifSource } from './types';

const mock = createMockApi();
const acme = acmeApi();
const server = setupServer(...mock.handlers, ...acme.handlers);
const requests: URL[] = [];
server.events.on('request:start', ({ request }) => requests.push(new URL(request.url)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mock.reset();
  requests.length = 0;
  acme.shares.length = 0;
});
afterAll(() => server.close());

/** What the suite needs to know of a source beyond the source itself. */
interface Subject {
  name: string;
  create(): GifSource;
  /** The server the source talks to. */
  host: string;
  /** Where the request carries the page's position: a cursor parameter, or the offset. */
  position: { cursor: string } | { offset: string };
  /** Its answer of one hostile GIF (every URL `url`, every text `text`) for a search. */
  hostile(url: string, text: string): { path: string; body: unknown };
  /** The path of the request that reports a share, for a source that reports it with its own request. */
  sharePath?: string;
}

const quiet = { onWarning: () => {} };
const tenorSubject = (provider: TenorProvider): Subject => ({
  name: `Tenor v2 (${provider})`,
  create: () => createTenorSource({ provider, key: 'contract-key', clientKey: 'gifkit-tests', ...quiet }),
  host: TENOR_PROVIDERS[provider].baseUrl,
  position: { cursor: 'pos' },
  hostile: (url, text) => ({
    path: `${TENOR_PROVIDERS[provider].baseUrl}/search`,
    body: {
      results: [
        {
          id: 'h1',
          title: text,
          content_description: text,
          url,
          itemurl: url,
          tags: [text],
          flags: text,
          media_formats: Object.fromEntries(
            ['gif', 'mp4', 'tinymp4', 'nanomp4', 'webp', 'tinygif', 'gifpreview'].map((f) => [
              f,
              { url, dims: [200, 100], size: 10, duration: 0 },
            ]),
          ),
        },
      ],
      next: '',
    },
  }),
  sharePath: '/registershare',
});

const SUBJECTS: Subject[] = [
  {
    name: 'GIPHY',
    create: () => createGiphyCore({ apiKey: 'contract-key', storage: null, ...quiet }),
    host: 'https://api.giphy.com/v1',
    position: { offset: 'offset' },
    hostile: (url, text) => ({
      path: 'https://api.giphy.com/v1/gifs/search',
      body: {
        data: [
          {
            id: 'h1',
            title: text,
            alt_text: text,
            username: text,
            url,
            embed_url: url,
            bitly_url: url,
            images: { original: { url, mp4: url, webp: url, width: '200', height: '100' } },
            user: { username: text, avatar_url: url, profile_url: url },
          },
        ],
        pagination: { total_count: 1, count: 1, offset: 0 },
        meta: { status: 200, msg: 'OK', response_id: 'r' },
      },
    }),
  },
  tenorSubject('klipy'),
  tenorSubject('giphy'),
  tenorSubject('tenor'),
  {
    name: 'the docs’ example source',
    create: () => createAcmeSource(ACME_URL, 'acme-token'),
    host: ACME_URL,
    position: { cursor: 'after' },
    hostile: (url, text) => ({
      path: `${ACME_URL}gifs/search`,
      body: { items: [{ id: 'h1', caption: text, mp4: url, still: url, width: 200, height: 100 }] },
    }),
    sharePath: '/shares',
  },
];

/** A list store over a search of `source`: the engine every list of gifkit runs on. */
const searchList = (source: GifSource, term: string, limit: number) =>
  createListStore<Gif>({
    source: (offset, signal, cursor) => calls.searchGifs(source, term, { offset, cursor, signal, limit }),
  });

const searchRequests = () => requests.filter((r) => r.pathname.endsWith('/search'));

describe.each(SUBJECTS)('$name keeps the source contract', (subject) => {
  it('pages a list to its end, and asks nothing after it', async () => {
    const list = searchList(subject.create(), 'contract paging', 50);
    while (list.getSnapshot().status === 'idle') await list.fetchNext();
    const { status, items } = list.getSnapshot();
    expect(status).toBe('done');
    expect(items.length).toBeGreaterThan(50);
    expect(searchRequests()).toHaveLength(Math.ceil(items.length / 50));
    await list.fetchNext();
    expect(searchRequests()).toHaveLength(Math.ceil(items.length / 50));
  });

  it('asks each page where the previous one said: its cursor byte for byte, or its offset', async () => {
    const source = subject.create();
    const first = await calls.searchGifs(source, 'contract cursor', { limit: 7 });
    const second = await calls.searchGifs(source, 'contract cursor', {
      limit: 7,
      offset: 7,
      cursor: first.pagination.next_cursor as string | undefined,
    });
    const [, asked] = searchRequests();
    if ('cursor' in subject.position) {
      expect(typeof first.pagination.next_cursor).toBe('string');
      expect(asked?.searchParams.get(subject.position.cursor)).toBe(first.pagination.next_cursor);
    } else expect(asked?.searchParams.get(subject.position.offset)).toBe('7');
    expect(second.data.map((gif) => gif.id)).not.toEqual(first.data.map((gif) => gif.id));
  });

  it('de-duplicates by id across pages', async () => {
    const source = subject.create();
    let pages = 0;
    const list = createListStore<Gif>({
      // The second page also brings the first page's GIFs again.
      source: async (offset, signal, cursor) => {
        const page = await calls.searchGifs(source, 'contract dedupe', { offset, cursor, signal, limit: 5 });
        pages++;
        if (pages === 2) page.data = [...list.getSnapshot().items, ...page.data];
        return page;
      },
    });
    await list.fetchNext();
    await list.fetchNext();
    const ids = list.getSnapshot().items.map((gif) => gif.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
  });

  it('turns an error answer into the FetchError of its status, a rate limit into a 429', async () => {
    for (const status of [401, 429, 500]) {
      const error = await calls.searchGifs(subject.create(), `error ${status}`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FetchError);
      expect((error as FetchError).status).toBe(status);
    }
  });

  it('keeps only http(s) URLs from hostile data, and never fails on hostile text', async () => {
    for (const url of UNSAFE_URLS) {
      const { path, body } = subject.hostile(url, HOSTILE_TEXTS[0]!);
      server.use(http.get(path, () => HttpResponse.json(body as object)));
      const { data } = await calls.searchGifs(subject.create(), 'hostile');
      expect(data).toHaveLength(1);
      const gif = data[0]!;
      const urls: unknown[] = [gif.url, gif.bitly_url, gif.embed_url, gif.user?.avatar_url, gif.user?.profile_url];
      for (const rendition of Object.values(gif.images)) urls.push(rendition?.url, rendition?.mp4, rendition?.webp);
      for (const value of urls) if (value !== undefined) expect(isSafeUrl(value), String(value)).toBe(true);
      expect(mediaPolicy(gif, { width: 200, height: 100 })).toBeUndefined();
      server.resetHandlers();
    }
    for (const text of HOSTILE_TEXTS) {
      const { path, body } = subject.hostile('https://media.example/x.mp4', text);
      server.use(http.get(path, () => HttpResponse.json(body as object)));
      const [gif] = (await calls.searchGifs(subject.create(), 'hostile')).data;
      // Texts are kept as sent (the alt text is text, never markup) and names sanitized where shown.
      expect(altText(gif!)).toBeTruthy();
      for (const shown of [sanitizeName(gif!.title), sanitizeName(gif!.user?.username)])
        expect(shown).not.toMatch(/<[\p{L}/!?]|\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u);
      server.resetHandlers();
    }
  });

  it('refuses a call it lacks before any request, and declares every call it makes', async () => {
    const source = subject.create();
    const { capabilities, attribution } = providerOf(source);
    expect(attribution.provider).toBeTruthy();
    const CALLS: [Capability, () => Promise<unknown>][] = [
      ['search', () => calls.searchGifs(source, 'x')],
      ['trending', () => calls.trendingGifs(source)],
      ['categories', () => calls.getCategories(source)],
      ['categoryGifs', () => calls.getCategoryGifs(source, 'animals', 'cats')],
      ['autocomplete', () => calls.searchTags(source, 'ca')],
      ['suggestions', () => calls.relatedTags(source, 'cat')],
      ['trendingSearches', () => calls.trendingSearches(source)],
      ['gifs', () => calls.getGifs(source, ['a'])],
      ['gif', () => calls.getGif(source, 'a')],
      ['channels', () => calls.searchChannels(source, 'nba')],
      ['related', () => calls.relatedGifs(source, 'a')],
      ['random', () => calls.randomGif(source)],
      ['emoji', () => calls.getEmoji(source)],
      ['stickers', () => calls.searchGifs(source, 'x', { type: 'stickers' })],
      ['clips', () => calls.searchGifs(source, 'x', { type: 'videos' })],
      ['text', () => calls.animateText(source, 'hi')],
      ['platform', () => calls.getSubcategories(source, 'animals')],
    ];
    const lacking = CALLS.filter(([capability]) => !capabilities[capability]);
    for (const [capability, call] of lacking) {
      await expect(call(), capability).rejects.toBeInstanceOf(UnsupportedCallError);
    }
    expect(requests).toEqual([]);
  });

  it('sends the share event once per send, and never without consent', async () => {
    const source = subject.create();
    if (!providerOf(source).capabilities.share) return;
    const { data } = await calls.searchGifs(source, 'contract share', { limit: 10 });
    // GIPHY's share is a SENT pingback: a GIF that carries its analytics payload.
    const gif = subject.sharePath ? data[0] : data.find((g) => g.analytics_response_payload);
    // Counted as they are made (synchronously): a provider's share request, or a SENT pingback handed to the transport.
    const fetches = vi.spyOn(globalThis, 'fetch');
    const sent: string[] = [];
    const shares = () =>
      subject.sharePath
        ? fetches.mock.calls.filter(([input]) =>
            new URL(input instanceof Request ? input.url : String(input)).pathname.endsWith(subject.sharePath!),
          ).length
        : sent.length;
    const analytics = subject.sharePath
      ? createAnalytics({ pingbacks: false, pageTarget: null })
      : createAnalytics({
          pageTarget: null,
          queueEvents: false,
          transport: async (events) => {
            sent.push(...events.filter((e) => e.action_type === 'SENT').map((e) => e.action_type));
          },
        });
    const share = () => analytics.share({ source, gif: gif!, term: 'contract share' });
    try {
      share();
      expect(shares()).toBe(0); // consent pending: held
      analytics.grantConsent();
      expect(shares()).toBe(1);
      share();
      expect(shares()).toBe(2);
      analytics.revokeConsent();
      share();
      analytics.grantConsent();
      expect(shares()).toBe(2); // what was shared without consent is never sent
      analytics.disable();
      share();
      expect(shares()).toBe(2);
    } finally {
      fetches.mockRestore();
    }
  });
});
