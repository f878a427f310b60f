// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createMockApi } from '../../sdk/mock';
import { hydratePage } from './client';
import { renderPage } from './server';

const server = setupServer(...createMockApi().handlers);
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(request.url);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('prefetches on the server and hydrates on the client without a second request or warning', async () => {
  const { html, state } = await renderPage('ssr-key');
  expect(requests).toHaveLength(1);
  expect(html).toContain('aria-label="Trending GIFs"');
  expect(html.match(/<li>/g)).toHaveLength(6);

  const errors = vi.spyOn(console, 'error');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const before = container.innerHTML;
  // A refetch would call fetch from the effects that run inside this act(), before msw hears it.
  const fetches = vi.spyOn(globalThis, 'fetch');
  const root = await act(async () => hydratePage(container, 'ssr-key', JSON.parse(state)));

  expect(fetches).not.toHaveBeenCalled();
  expect(requests).toHaveLength(1);
  expect(container.innerHTML).toBe(before);
  expect(errors).not.toHaveBeenCalled();
  root.unmount();
});
