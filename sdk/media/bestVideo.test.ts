import { describe, expect, it } from 'vitest';
import { bestVideo } from './bestVideo';

const video = {
  assets: {
    source: { url: 'https://m.test/source.mp4', width: 640, height: 360 },
    '1080p': { url: 'https://m.test/1080.mp4', width: 1920, height: 1080 },
    '360p': { url: 'https://m.test/360.mp4', width: 640, height: 360 },
    '720p': { url: 'https://m.test/720.mp4', width: 1280, height: 720 },
    '480p': { url: 'https://m.test/480.mp4', width: 854, height: 480 },
  },
};

describe('bestVideo', () => {
  it('picks the asset closest to the player size', () => {
    expect(bestVideo(video, 640, 360)).toEqual({
      name: '360p',
      url: 'https://m.test/360.mp4',
      width: 640,
      height: 360,
    });
    expect(bestVideo(video, 1280, 720)?.name).toBe('720p');
    expect(bestVideo(video, 300, 170)?.name).toBe('360p');
  });

  it('never picks the source upload', () => {
    expect(bestVideo({ assets: { source: video.assets.source } }, 640, 360)).toBeUndefined();
  });

  it('falls back to the widest asset for a huge player', () => {
    expect(bestVideo(video, 4000, 2250)?.name).toBe('1080p');
  });

  it('skips assets without a URL or size', () => {
    const broken = {
      assets: {
        '360p': { url: '', width: 640, height: 360 },
        '480p': { url: 'https://m.test/480.mp4', width: 0, height: 480 },
      },
    };
    expect(bestVideo(broken, 640, 360)).toBeUndefined();
  });

  it('is undefined without assets', () => {
    expect(bestVideo(undefined, 640, 360)).toBeUndefined();
    expect(bestVideo({}, 640, 360)).toBeUndefined();
    expect(bestVideo({ assets: {} }, 640, 360)).toBeUndefined();
  });
});
