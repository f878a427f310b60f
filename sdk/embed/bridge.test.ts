import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNEL, httpOrigin, readEmbedEvent, readHostCommand } from './bridgeMessages';
import { createEmbedBridge, embedHostOrigin } from './createEmbedBridge';
import { createEmbedController } from './createEmbedController';

type Listener = (event: MessageEvent) => void;

/** A window stand-in: listeners, a postMessage spy and a way to deliver a message. */
function fakeWindow(parent?: object) {
  const listeners = new Set<Listener>();
  const win = {
    parent: parent as Window,
    postMessage: vi.fn(),
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    deliver: (data: unknown, origin: string, source: unknown) => {
      for (const listener of listeners) listener({ data, origin, source } as MessageEvent);
    },
    listeners,
  };
  if (!parent) win.parent = win as unknown as Window;
  return win;
}

const HOST = 'https://host.example';
const EMBED = 'https://giphy.com';

function controllerSetup() {
  const hostWindow = fakeWindow();
  const frameWindow = fakeWindow(hostWindow);
  const iframe = {
    src: `${EMBED}/embed/abc?origin=${HOST}`,
    contentWindow: frameWindow,
    ownerDocument: { defaultView: hostWindow },
  };
  const onEvent = vi.fn();
  const controller = createEmbedController(iframe as unknown as HTMLIFrameElement, { onEvent });
  return { hostWindow, frameWindow, controller, onEvent };
}

describe('bridge messages', () => {
  it('read only well-formed gifkit messages', () => {
    expect(readHostCommand({ channel: BRIDGE_CHANNEL, command: 'play' })).toBe('play');
    expect(readHostCommand({ channel: BRIDGE_CHANNEL, command: 'explode' })).toBeUndefined();
    expect(readHostCommand({ channel: 'other', command: 'play' })).toBeUndefined();
    expect(readHostCommand('play')).toBeUndefined();
    expect(readEmbedEvent({ channel: BRIDGE_CHANNEL, event: 'ended', id: 'a', extra: 1 })).toEqual({
      channel: BRIDGE_CHANNEL,
      event: 'ended',
      id: 'a',
    });
    expect(readEmbedEvent({ channel: BRIDGE_CHANNEL, event: 'hack' })).toBeUndefined();
    expect(readEmbedEvent(null)).toBeUndefined();
  });

  it('talk to http(s) origins only', () => {
    expect(httpOrigin('https://a.example/x?y')).toBe('https://a.example');
    expect(httpOrigin('*')).toBeUndefined();
    expect(httpOrigin('null')).toBeUndefined();
    expect(httpOrigin('javascript:alert(1)')).toBeUndefined();
    expect(embedHostOrigin('?origin=https%3A%2F%2Fh.example', 'https://r.example/p')).toBe('https://h.example');
    expect(embedHostOrigin('', 'https://r.example/p')).toBe('https://r.example');
    expect(embedHostOrigin('', '')).toBeUndefined();
  });
});

describe('createEmbedController (host side)', () => {
  it('queues commands until ready, then posts them to the embed origin only', () => {
    const { hostWindow, frameWindow, controller, onEvent } = controllerSetup();
    controller.pause();
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
    hostWindow.deliver({ channel: BRIDGE_CHANNEL, event: 'ready', id: 'abc' }, EMBED, frameWindow);
    expect(controller.ready).toBe(true);
    expect(onEvent).toHaveBeenCalledWith({ channel: BRIDGE_CHANNEL, event: 'ready', id: 'abc' });
    expect(frameWindow.postMessage).toHaveBeenCalledWith({ channel: BRIDGE_CHANNEL, command: 'pause' }, EMBED);
    controller.mute();
    controller.unmute();
    controller.play();
    expect(frameWindow.postMessage.mock.calls.map(([message, origin]) => [message.command, origin])).toEqual([
      ['pause', EMBED],
      ['mute', EMBED],
      ['unmute', EMBED],
      ['play', EMBED],
    ]);
  });

  it('ignores events from another origin, another window or of unknown shape', () => {
    const { hostWindow, frameWindow, onEvent, controller } = controllerSetup();
    hostWindow.deliver({ channel: BRIDGE_CHANNEL, event: 'ready' }, 'https://evil.example', frameWindow);
    hostWindow.deliver({ channel: BRIDGE_CHANNEL, event: 'ready' }, EMBED, fakeWindow());
    hostWindow.deliver({ channel: BRIDGE_CHANNEL, event: 'pwned' }, EMBED, frameWindow);
    expect(onEvent).not.toHaveBeenCalled();
    expect(controller.ready).toBe(false);
  });

  it('stops listening on destroy', () => {
    const { hostWindow, frameWindow, onEvent, controller } = controllerSetup();
    controller.destroy();
    hostWindow.deliver({ channel: BRIDGE_CHANNEL, event: 'ready' }, EMBED, frameWindow);
    expect(onEvent).not.toHaveBeenCalled();
    expect(hostWindow.listeners.size).toBe(0);
  });

  it('refuses a frame without an http(s) origin', () => {
    const iframe = { src: 'about:blank', contentWindow: null, ownerDocument: { defaultView: fakeWindow() } };
    expect(() => createEmbedController(iframe as unknown as HTMLIFrameElement)).toThrow(/http\(s\) origin/);
  });
});

describe('createEmbedBridge (embed side)', () => {
  function bridgeSetup(hostOrigin: string | undefined = HOST) {
    const hostWindow = fakeWindow();
    const frameWindow = fakeWindow(hostWindow);
    const onCommand = vi.fn();
    const bridge = createEmbedBridge({ hostOrigin, onCommand, window: frameWindow as unknown as Window });
    return { hostWindow, frameWindow, onCommand, bridge };
  }

  it('accepts commands from the parent at the host origin and reports to that origin', () => {
    const { hostWindow, frameWindow, onCommand, bridge } = bridgeSetup();
    frameWindow.deliver({ channel: BRIDGE_CHANNEL, command: 'pause' }, HOST, hostWindow);
    expect(onCommand).toHaveBeenCalledWith('pause');
    bridge.post('ended', { id: 'abc' });
    expect(hostWindow.postMessage).toHaveBeenCalledWith({ channel: BRIDGE_CHANNEL, event: 'ended', id: 'abc' }, HOST);
  });

  it('ignores a foreign origin, a window other than the parent and unknown shapes', () => {
    const { hostWindow, frameWindow, onCommand } = bridgeSetup();
    frameWindow.deliver({ channel: BRIDGE_CHANNEL, command: 'pause' }, 'https://evil.example', hostWindow);
    frameWindow.deliver({ channel: BRIDGE_CHANNEL, command: 'pause' }, HOST, fakeWindow());
    frameWindow.deliver({ channel: BRIDGE_CHANNEL, command: 'rm -rf' }, HOST, hostWindow);
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('is inert without a valid host origin (never posts to "*")', () => {
    const { hostWindow, frameWindow, bridge } = bridgeSetup('*');
    expect(bridge.hostOrigin).toBeUndefined();
    bridge.post('ready');
    expect(hostWindow.postMessage).not.toHaveBeenCalled();
    expect(frameWindow.listeners.size).toBe(0);
  });
});
