import { describe, expect, it } from 'vitest';
import { makeClip } from '../../test/support/videoTesting';
import { defaultMessages } from '../shared/messages';
import { fileExtension, videoError } from './mediaError';
import { captionsUrl, hasVideo, posterUrl, videoAspectRatio } from './videoSource';

describe('videoSource', () => {
  it('has video only with a playable, non-source asset', () => {
    expect(hasVideo(makeClip())).toBe(true);
    expect(hasVideo(makeClip({ video: undefined }))).toBe(false);
    expect(hasVideo(makeClip({ video: { assets: { source: { url: 's.mov', width: 10, height: 10 } } } }))).toBe(false);
    expect(hasVideo(makeClip({ video: { assets: { '360p': { url: '', width: 640, height: 360 } } } }))).toBe(false);
  });

  it('reads the aspect ratio from the renditions, else from the widest asset', () => {
    expect(videoAspectRatio(makeClip())).toBeCloseTo(640 / 360); // original (fixed_width 200×113 is rounded), as grids lay it out
    expect(videoAspectRatio(makeClip({ images: {} }))).toBeCloseTo(1280 / 720);
    expect(videoAspectRatio(makeClip({ images: {}, video: undefined }))).toBe(0);
  });

  it('the poster is the best-fitting still, never a moving image', () => {
    expect(posterUrl(makeClip(), 200, 113)).toBe('https://media.giphy.com/fw_s.gif');
    expect(posterUrl(makeClip(), 640, 360)).toBe('https://media.giphy.com/o_s.gif');
    const noStills = makeClip({ images: { original: { url: 'https://m.test/o.gif', width: 640, height: 360 } } });
    expect(posterUrl(noStills, 640, 360)).toBe('');
    const previewsOnly = makeClip({
      images: {},
      video: {
        previews: {
          fixed_width: { url: 'https://m.test/p.gif', width: 200, height: 113 },
          fixed_width_still: { url: 'https://m.test/p_s.gif', width: 200, height: 113 },
        },
      },
    });
    expect(posterUrl(previewsOnly, 200, 113)).toBe('https://m.test/p_s.gif');
  });

  it('captions by language', () => {
    expect(captionsUrl(makeClip(), 'en')).toBe('https://media.giphy.com/en.vtt');
    expect(captionsUrl(makeClip(), 'de')).toBeUndefined();
  });
});

describe('media errors', () => {
  it('maps the four codes to the spec messages, with the file type for code 4', () => {
    const src = 'https://media.giphy.com/media/x/giphy.WebM?cid=1#t=2';
    expect(videoError(1, src, defaultMessages).message).toBe("Aborted... by the user agent at the user's request");
    expect(videoError(2, src, defaultMessages).message).toBe('Network Error...');
    expect(videoError(3, src, defaultMessages).message).toBe('Decode Error...');
    expect(videoError(4, src, defaultMessages)).toEqual({
      code: 4,
      src,
      message: 'Can not play a video of type "webm" on this platform.',
    });
  });

  it('finds the extension in the path only', () => {
    expect(fileExtension('https://a.b/c/d.mp4')).toBe('mp4');
    expect(fileExtension('https://a.b/c.d/e?x=y.z')).toBe('');
    expect(fileExtension('blob:https://a.b/1234-5678')).toBe('');
  });
});
