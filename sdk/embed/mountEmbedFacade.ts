/**
 * A lightweight facade for host pages (no React, no CSS file): the GIF's poster with a play
 * button, and the embed `<iframe>` only once the visitor asks for it (click, Enter, Space).
 * Until then the page loads one image and no embed page, script or player.
 */
import { ValidationError } from '../errors';
import { safeUrl } from '../media/safeUrl';

/** A mounted facade: its iframe once played, and how to take it down. */
export interface EmbedFacade {
  /** Loads the iframe now (as a click would); returns it. */
  load(): HTMLIFrameElement;
  /** Removes what the facade put in the container. */
  destroy(): void;
}

const PLAY_ICON = 'M8 5v14l11-7z'; /* a right-pointing triangle in a 24×24 box */

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Partial<Record<string, string>>,
  style: Partial<CSSStyleDeclaration> = {},
): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) el.setAttribute(name, value);
  Object.assign(el.style, style);
  return el;
}

/** Draws a GIF's still with a play button in `container`; the embed iframe loads only when played. */
export function mountEmbedFacade(
  container: HTMLElement,
  options: {
    /** The embed page to load (e.g. `https://giphy.com/embed/{id}`); http(s) only. */
    src: string;
    /** The still shown until then; http(s) only. */
    poster: string;
    /** The frame's accessible name (and the button's: "Play {title}"). */
    title: string;
    width: number;
    height: number;
    /** Called with the iframe once it is in the page (e.g. to `createEmbedController` it). */
    onLoad?: (iframe: HTMLIFrameElement) => void;
  },
): EmbedFacade {
  const src = safeUrl(options.src);
  if (!src) throw new ValidationError('src', `"${options.src}" is not an http(s) URL`);
  const doc = container.ownerDocument;
  const size = { width: `${options.width}px`, height: `${options.height}px` };
  const button = element(
    doc,
    'button',
    { type: 'button', 'aria-label': `Play ${options.title}`, 'data-gk-embed-facade': '' },
    { ...size, position: 'relative', padding: '0', border: '0', cursor: 'pointer', background: '#121212' },
  );
  const poster = safeUrl(options.poster);
  if (poster) {
    button.append(
      element(
        doc,
        'img',
        { src: poster, alt: '', width: `${options.width}`, height: `${options.height}` },
        {
          display: 'block',
          ...size,
          objectFit: 'cover',
        },
      ),
    );
  }
  const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  Object.assign(svg.style, {
    position: 'absolute',
    inset: '50% auto auto 50%',
    width: '64px',
    height: '64px',
    transform: 'translate(-50%,-50%)',
    fill: '#fff',
    background: 'rgba(0,0,0,.6)',
    borderRadius: '50%',
  });
  const path = doc.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', PLAY_ICON);
  svg.append(path);
  button.append(svg);
  container.append(button);

  let iframe: HTMLIFrameElement | undefined;
  const load = () => {
    if (iframe) return iframe;
    iframe = element(
      doc,
      'iframe',
      {
        src,
        title: options.title,
        width: `${options.width}`,
        height: `${options.height}`,
        allow: 'autoplay; encrypted-media',
        allowfullscreen: '',
      },
      { border: '0', display: 'block' },
    );
    button.replaceWith(iframe);
    iframe.focus();
    options.onLoad?.(iframe);
    return iframe;
  };
  button.addEventListener('click', load);
  return {
    load,
    destroy() {
      button.removeEventListener('click', load);
      button.remove();
      iframe?.remove();
    },
  };
}
