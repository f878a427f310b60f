// @vitest-environment jsdom
// Hostile GIF records through the embed (shared payloads, test/hostile/payloads.ts): only
// http(s) URLs reach href/src/poster, names show as sanitized text, the embed code stays one
// inert <iframe>; and the styled player renders on the server without touching the window.
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmbedGif } from '../../headless';
import { embedCode } from '../../sdk/embed/embedCode';
import { HOSTILE_TEXTS, UNSAFE_URLS } from '../../test/hostile/payloads';
import { Embed as StyledEmbed } from './Embed';

const HTTP = /^https?:\/\//;

function hostileGif(url: string, text: string): EmbedGif {
  return {
    id: 'hostile',
    url,
    title: text,
    images: {
      original: { url, mp4: url, webp: url, width: 480, height: 270 },
      original_still: { url, width: 480, height: 270 },
    },
    user: { username: text, display_name: text, avatar_url: url, profile_url: url, is_public: true },
    external_media: { provider_name: 'youtube', asset_uid: url },
  };
}

afterEach(cleanup);

describe('hostile records through the embed', () => {
  it('only http(s) URLs reach attributes, names are text', () => {
    for (const url of UNSAFE_URLS) {
      for (const text of HOSTILE_TEXTS.slice(0, 4)) {
        const { container, unmount } = render(<StyledEmbed gif={hostileGif(url, text)} isMobile={false} />);
        for (const element of container.querySelectorAll('[href], [src], [poster]')) {
          for (const name of ['href', 'src', 'poster']) {
            const value = element.getAttribute(name);
            if (value !== null) expect(value, `${name} from ${JSON.stringify(url)}`).toMatch(HTTP);
          }
        }
        expect(container.querySelector('script, [onerror], [onload]')).toBeNull();
        unmount();
      }
    }
  }, 30_000); // dozens of full renders: CPU-bound, slow on a loaded 2-core machine

  it('the embed code escapes hostile titles into one inert iframe', () => {
    for (const text of HOSTILE_TEXTS) {
      const code = embedCode({ id: 'x', title: text, images: {} });
      const doc = new DOMParser().parseFromString(code, 'text/html');
      expect(doc.body.children.length).toBe(1);
      const iframe = doc.body.firstElementChild as HTMLIFrameElement;
      expect(iframe.tagName).toBe('IFRAME');
      // The HTML parser itself rewrites NUL and line breaks; every other character comes back as written.
      if (![...text].some((char) => char.charCodeAt(0) < 0x20)) expect(iframe.getAttribute('title')).toBe(text);
      expect(iframe.getAttributeNames().every((name) => !name.startsWith('on'))).toBe(true);
    }
  });

  it('the styled player renders on the server (no window, a still frame with its chrome)', () => {
    const gif = hostileGif('https://media.giphy.com/media/a/giphy.gif', 'Cat');
    const html = renderToString(<StyledEmbed gif={gif} />);
    expect(html).toContain('data-gk-embed=""');
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('src="https://media.giphy.com/media/a/giphy.gif"');
  });
});
