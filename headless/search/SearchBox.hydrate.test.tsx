// @vitest-environment jsdom
// The server markup hydrates without a mismatch (R13): the first client render equals it.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { SearchBoxApp as App } from '../../test/support/SearchBoxApp';
import { serverHtml } from '../../test/support/serverHtml';

it('hydrates the server markup with no mismatch', async () => {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(<App term="cats" />);
  document.body.append(container);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, <App term="cats" />, { onRecoverableError: recoverable }));
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(container.querySelector('input')?.value).toBe('cats');
  act(() => root.unmount());
});
