// One embed frame of the embed demo page: the iframe of `/embed/:id` at a fixed size, its
// embed code, the bridge's commands as buttons, and what the frame reported.
import { createEmbedController, type EmbedCommand, type EmbedController, sanitizeName } from 'gifkit';
import { useEffect, useRef, useState } from 'react';
import { Code } from '../../ui';

export interface EmbedFrameProps {
  gif: { id: string; title?: string };
  /** The embed page, without the `origin` query (added here). */
  src: string;
  code: string;
  width: number;
  height: number;
}

const COMMANDS: readonly EmbedCommand[] = ['play', 'pause', 'mute', 'unmute'];

export function EmbedFrame({ gif, src, code, width, height }: EmbedFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const controller = useRef<EmbedController | undefined>(undefined);
  const [events, setEvents] = useState<string[]>([]);
  const label = `${width}×${height}`;
  const title = `${sanitizeName(gif.title ?? '') || 'GIF'} (${label} embed)`;
  const frameSrc = `${src}?origin=${encodeURIComponent(location.origin)}`;

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    setEvents([]);
    const current = createEmbedController(iframe, {
      onEvent: (event) => setEvents((seen) => [...seen, event.event].slice(-8)),
    });
    controller.current = current;
    return () => {
      current.destroy();
      if (controller.current === current) controller.current = undefined;
    };
  }, []);

  return (
    <section className="panel embed-demo" aria-label={`Embed ${label}`} data-embed-size={label}>
      <h2>{label}</h2>
      <div className="embed-demo-row">
        <iframe
          ref={frame}
          src={frameSrc}
          title={title}
          width={width}
          height={height}
          style={{ border: 0 }}
          allow="autoplay; encrypted-media"
        />
        <div className="stack embed-demo-side">
          <Code label={`Embed code ${label}`}>{code}</Code>
          <fieldset className="embed-demo-commands">
            <legend className="small">Control the {label} frame</legend>
            {COMMANDS.map((command) => (
              <button key={command} type="button" className="button" onClick={() => controller.current?.[command]()}>
                {command}
              </button>
            ))}
          </fieldset>
          <p className="small muted" aria-live="polite" data-embed-events="">
            Heard: {events.length ? events.join(', ') : 'nothing yet'}
          </p>
        </div>
      </div>
    </section>
  );
}
