// Node environment: no window, no document.
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { makeClip } from '../../test/support/videoTesting';
import { Video } from './Video';

it('renders on a server without touching window', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(<Video gif={makeClip()} width={640} captions />);
  expect(html).toContain('data-gk-video=""');
  expect(html).toContain('src="https://media.giphy.com/360.mp4"');
  expect(html).toContain('poster="https://media.giphy.com/o_s.gif"');
  expect(html).toContain('data-state="paused"');
  expect(html).toContain('role="slider"');
  expect(html).toContain('<track kind="subtitles" src="https://media.giphy.com/en.vtt"');
});

it('renders an unavailable clip as an empty root', () => {
  const html = renderToString(<Video gif={makeClip({ video: undefined })} width={640} />);
  expect(html).toMatch(
    /^<div role="group" aria-label="Cat plays piano" data-gk-video="" data-state="paused" data-status="unavailable"/,
  );
  expect(html).not.toContain('<video');
});
