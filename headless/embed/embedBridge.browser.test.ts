// The embed bridge in real Chromium, across real origins (local stand-in pages served by
// test/browser/commands.ts): the host controller posts commands to the embed's origin only and
// hears its events; a page at a foreign origin posting well-formed events is ignored.
import { commands } from '@vitest/browser/context';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmbedController } from '../../sdk/embed/createEmbedController';

// A stand-in embed page speaking the bridge protocol by hand: ready, then echoes each command
// as the matching event (pause → pause, play → play) to the origin it was given.
const EMBED_PAGE = `<!doctype html><script>
  const host = new URLSearchParams(location.search).get('origin');
  const post = (event) => parent.postMessage({ channel: 'gifkit:embed', event, id: 'abc' }, host);
  addEventListener('message', (e) => {
    if (e.origin !== host || !e.data || e.data.channel !== 'gifkit:embed') return;
    if (e.data.command === 'pause' || e.data.command === 'play') post(e.data.command);
    if (e.data.command === 'mute') post('ended');
  });
  post('ready');
</script>`;
// A foreign page forging the embed's messages to any origin.
const FOREIGN_PAGE = `<!doctype html><script>
  parent.postMessage({ channel: 'gifkit:embed', event: 'ready' }, '*');
  parent.postMessage({ channel: 'gifkit:embed', event: 'ended' }, '*');
</script>`;

const frames: HTMLIFrameElement[] = [];
function frame(src: string) {
  const iframe = document.createElement('iframe');
  iframe.src = src;
  document.body.append(iframe);
  frames.push(iframe);
  return iframe;
}

beforeAll(() => commands.routeStandIns({ 'embed.test/': EMBED_PAGE, 'evil.test/': FOREIGN_PAGE }));
afterEach(() => {
  for (const iframe of frames.splice(0)) iframe.remove();
});

describe('embed bridge in Chromium', () => {
  it('host → embed commands and embed → host events, origin-checked both ways', async () => {
    const onEvent = vi.fn();
    const iframe = frame(`https://embed.test/embed/abc?origin=${encodeURIComponent(location.origin)}`);
    const controller = createEmbedController(iframe, { onEvent });
    controller.pause(); // queued until ready
    await vi.waitFor(() => expect(controller.ready).toBe(true), { timeout: 5000 });
    await vi.waitFor(() => expect(onEvent.mock.calls.map(([e]) => e.event)).toEqual(['ready', 'pause']));
    controller.play();
    controller.mute();
    await vi.waitFor(() =>
      expect(onEvent.mock.calls.map(([e]) => e.event)).toEqual(['ready', 'pause', 'play', 'ended']),
    );
    controller.destroy();
  });

  it('ignores a foreign origin posting well-formed events', async () => {
    const onEvent = vi.fn();
    const embed = frame(`https://embed.test/embed/abc`); // no origin given: the stand-in cannot answer
    const controller = createEmbedController(embed, { onEvent });
    // Our listener, added after the controller's, hears the forged 'ended' (the page's last
    // message) after the controller has had it.
    const forged = new Promise<void>((resolve) =>
      window.addEventListener('message', function heard(message) {
        if (message.data?.event !== 'ended') return;
        window.removeEventListener('message', heard);
        resolve();
      }),
    );
    frame('https://evil.test/');
    await forged;
    expect(onEvent).not.toHaveBeenCalled();
    expect(controller.ready).toBe(false);
    controller.destroy();
  });
});
