/**
 * Local stand-ins for the YouTube and Vimeo players and YouTube's IFrame API script, served at
 * their real URLs (`commands.routeStandIns`), so the external video is tested with no network.
 *
 * - The stand-in players tell the page they loaded (`{ standInReady }`), echo every message they
 *   receive with its sender's origin (`{ standInReceived, from }`), so a test sees exactly the
 *   commands that reached them, and post to the page whatever a `{ standInSay }` message holds,
 *   as the player itself would.
 * - The stand-in IFrame API's `YT.Player` counts the players made (`window.standInPlayers`) and
 *   reports the state a test posts to the page as `{ standInState }`.
 */
import { commands } from '@vitest/browser/context';

const YOUTUBE_API = `
  window.YT = { Player: function (el, opts) {
    window.standInPlayers = (window.standInPlayers || 0) + 1;
    window.addEventListener('message', function (e) {
      if (e.data && e.data.standInState !== undefined) opts.events.onStateChange({ data: e.data.standInState });
    });
  } };
  window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady();
`;

const standInPlayer = (name: string) => `<!doctype html><title>stand-in player</title><p>${name} stand-in</p><script>
  var host = new URL(document.referrer).origin;
  addEventListener('message', function (e) {
    if (e.data && e.data.standInSay) return parent.postMessage(e.data.standInSay, host);
    parent.postMessage({ standInReceived: e.data, from: e.origin }, host);
  });
  parent.postMessage({ standInReady: true }, host);
</script>`;

/** Serves the stand-ins at `https://www.youtube.com/embed/…`, `…/iframe_api` and `https://player.vimeo.com/video/…`. */
export function routeProviderStandIns(): Promise<void> {
  return commands.routeStandIns({
    'www.youtube.com/embed/': standInPlayer('YouTube'),
    'player.vimeo.com/video/': standInPlayer('Vimeo'),
    'www.youtube.com/iframe_api': YOUTUBE_API,
  });
}

/** The page's window with what the stand-in IFrame API adds to it. */
export const standInWindow = window as Window & { YT?: unknown; standInPlayers?: number };

/**
 * Listens to the stand-in player at `origin`: `ready` once it loaded, `received` the parsed
 * messages it got (each with the origin it came from). `stop()` removes the listener.
 */
export function listenToStandIn(origin: string) {
  const heard = { ready: false, received: [] as { message: unknown; from: string }[] };
  const listen = (event: MessageEvent) => {
    if (event.origin !== origin) return;
    if (event.data?.standInReady) heard.ready = true;
    const received = event.data?.standInReceived;
    if (received !== undefined) heard.received.push({ message: JSON.parse(received), from: event.data.from });
  };
  window.addEventListener('message', listen);
  return { heard, stop: () => window.removeEventListener('message', listen) };
}

/** Makes the stand-in player in `iframe` post `message` to the page, as the real player would. */
export function standInSays(iframe: HTMLIFrameElement, origin: string, message: unknown): void {
  iframe.contentWindow?.postMessage({ standInSay: message }, origin);
}
