// Small building blocks the demo's pages share: page header, spinner, form field with its
// error, status line and code sample. Plain markup styled by demo.css.
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-header">
      <h1>{title}</h1>
      {children && <p className="lede">{children}</p>}
    </div>
  );
}

/** GIPHY's five bouncing dots. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="spinner" role="status" aria-label={label}>
      <i />
      <i />
      <i />
      <i />
      <i />
    </div>
  );
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled input whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function Field({ label, hint, error, id, ...input }: FieldProps) {
  const own = useId();
  const inputId = id ?? own;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

export function Code({ children, label }: { children: string; label: string }) {
  return (
    // A scrollable region must be reachable by keyboard: a labelled section with a tab stop.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
    <section className="code" tabIndex={0} aria-label={label}>
      <pre>
        <code>{children}</code>
      </pre>
    </section>
  );
}

/** The message of anything thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
