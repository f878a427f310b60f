// A tiny form state for the dashboard: field values, per-field errors shown after a submit
// attempt (and kept live once shown), focus moved to the first invalid field.
import { type FormEvent, useState } from 'react';

export type Checks<F> = { [K in keyof F]?: (value: string, all: F) => string };

export function useForm<F extends Record<string, string>>(initial: F, checks: Checks<F>) {
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const errorsOf = (v: F) =>
    Object.fromEntries(
      Object.keys(v).map((k) => [k, checks[k as keyof F]?.(String(v[k as keyof F] ?? ''), v) ?? '']),
    ) as Record<keyof F, string>;
  const errors = tried ? errorsOf(values) : ({} as Partial<Record<keyof F, string>>);
  return {
    values,
    errors,
    field: (name: keyof F & string) => ({
      name,
      value: values[name],
      error: errors[name] || undefined,
      onChange: (e: { currentTarget: { value: string } }) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      },
    }),
    /** Runs `submit` when every check passes; else shows the errors and focuses the first bad field. */
    onSubmit: (submit: (values: F) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setTried(true);
      const found = errorsOf(values);
      const first = Object.keys(found).find((k) => found[k as keyof F]);
      if (first) {
        event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
        return;
      }
      submit(values);
    },
    reset: () => {
      setValues(initial);
      setTried(false);
    },
  };
}
