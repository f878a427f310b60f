// @vitest-environment jsdom
// The share dialog draws the links the headless embed lists (`shareTargets`), in that order:
// it restates no network and no order of its own.
import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, expect, it } from 'vitest';
import { Embed } from '../../headless';
import { boxCat } from '../../test/support/gifs';
import ShareDialog from './ShareDialog';

afterEach(cleanup);

it("renders whatever the embed's share getters list, in their order", () => {
  render(
    <Embed gif={boxCat()} isMobile={false}>
      {(embed) => (
        <ShareDialog
          embed={{ ...embed, shareTargets: [...embed.shareTargets].reverse().slice(0, 3) }}
          returnFocus={createRef()}
        />
      )}
    </Embed>,
  );
  const row = [...screen.getByRole('dialog').querySelectorAll<HTMLAnchorElement>('[data-gk-embed-share-networks] > a')];
  expect(row.map((a) => [a.dataset.network, a.textContent])).toEqual([
    ['instagram', 'Instagram'],
    ['reddit', 'Reddit'],
    ['tumblr', 'Tumblr'],
  ]);
});
