// @vitest-environment jsdom
/**
 * The `unit-react18` project really runs React 18 (vitest.config.ts aliases `react` and
 * `react-dom` to test/react18's copies): every entry the tests and libraries load is 18.x and
 * they are one React, so the project cannot pass on React 19 by accident. (This file sits
 * outside test/react18/ so that, without the alias, `react` would resolve to the root's 19.)
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import React, { useState, version } from 'react';
import { version as domVersion } from 'react-dom';
import { version as serverVersion } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(cleanup);

it('loads React 18 for react, react-dom and react-dom/server', () => {
  expect(version).toMatch(/^18\./);
  expect(React.version).toBe(version);
  expect(domVersion).toBe(version);
  expect(serverVersion).toBe(version);
});

function Count() {
  const [n] = useState(7);
  const query = useQuery({ queryKey: ['n'], queryFn: async () => n * 6 });
  return <p>{query.data ?? 'loading'}</p>;
}

it('renders hooks through testing-library and React Query with that one React', async () => {
  const client = new QueryClient();
  const { container } = render(
    <QueryClientProvider client={client}>
      <Count />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(container.textContent).toBe('42'));
  client.clear();
});

it('lets javascript: and data: URLs through itself, so the hostile-data run here tests gifkit alone', () => {
  // React 19 swaps a `javascript:` href for an error-throwing one; React 18 only warns and keeps it.
  const warned = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const script = ['javascript', 'alert(1)'].join(':');
  const { container } = render(
    <>
      <a href={script}>x</a>
      <img src="data:image/svg+xml,<svg onload=alert(1)>" alt="" />
    </>,
  );
  expect(container.querySelector('a')?.getAttribute('href')).toBe(script);
  expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:/);
  warned.mockRestore();
});
