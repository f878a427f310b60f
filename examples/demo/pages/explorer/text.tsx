// Spec text as React: `backticks` become <code>, blank lines split paragraphs. Text only:
// nothing from a spec is parsed as HTML.
import { Fragment } from 'react';

export function Inline({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, i) =>
        /^`.+`$/.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text split, never reordered
          <code key={i}>{part.slice(1, -1)}</code>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text split, never reordered
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export function Prose({ text }: { text: string | undefined }) {
  if (!text?.trim()) return null;
  return (
    <div className="prose">
      {text
        .trim()
        .split(/\n\s*\n/)
        .map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text split, never reordered
          <p key={i}>
            <Inline text={p} />
          </p>
        ))}
    </div>
  );
}
