// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '../errors';
import { mountEmbedFacade } from './mountEmbedFacade';

const options = {
  src: 'https://giphy.com/embed/abc',
  poster: 'https://media.giphy.com/media/abc/giphy_s.gif',
  title: 'Cats',
  width: 480,
  height: 270,
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountEmbedFacade', () => {
  it('shows the poster and a labelled play button, and no iframe', () => {
    mountEmbedFacade(document.body, options);
    const button = document.querySelector('button') as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).toBe('Play Cats');
    expect(document.querySelector('img')?.getAttribute('src')).toBe(options.poster);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('loads the iframe on click, focuses it and hands it over', () => {
    const onLoad = vi.fn();
    mountEmbedFacade(document.body, { ...options, onLoad });
    (document.querySelector('button') as HTMLButtonElement).click();
    const iframe = document.querySelector('iframe') as HTMLIFrameElement;
    expect(iframe.getAttribute('src')).toBe(options.src);
    expect(iframe.title).toBe('Cats');
    expect(document.querySelector('button')).toBeNull();
    expect(document.activeElement).toBe(iframe);
    expect(onLoad).toHaveBeenCalledWith(iframe);
  });

  it('keeps unsafe URLs out: refuses the src, drops the poster', () => {
    expect(() => mountEmbedFacade(document.body, { ...options, src: 'javascript:alert(1)' })).toThrow(ValidationError);
    mountEmbedFacade(document.body, { ...options, poster: 'javascript:alert(1)' });
    expect(document.querySelector('img')).toBeNull();
  });

  it('destroy removes everything it added', () => {
    const facade = mountEmbedFacade(document.body, options);
    facade.load();
    facade.destroy();
    expect(document.body.innerHTML).toBe('');
  });
});
