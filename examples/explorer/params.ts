// One labelled input per path/query/header parameter, prefilled from the spec's example
// (required ones) or default, with the example as placeholder. Enums become selects, booleans
// checkboxes, numbers number inputs, arrays comma-separated text. `read()` gives the value to
// send, or undefined to leave it out.
import { h, inline, uid } from './dom';
import { schemaEnum, schemaType } from './schema';
import type { FamilySpec, Param } from './specs';

export interface ParamField {
  param: Param;
  element: HTMLElement;
  control: HTMLInputElement | HTMLSelectElement;
  /** The value to send; undefined when the field is empty (or an unchecked box that equals the default). */
  read(): string | undefined;
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(text).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function paramField(param: Param, spec: FamilySpec, onChange: () => void): ParamField {
  const id = uid(`p-${param.name.replace(/\W+/g, '-')}`);
  const hintId = `${id}-hint`;
  const type = schemaType(spec.doc, param.schema);
  const options = schemaEnum(spec.doc, param.schema);
  const common = { id, oninput: onChange, onchange: onChange, 'aria-describedby': hintId };
  let control: HTMLInputElement | HTMLSelectElement;
  let read: () => string | undefined;

  if (options?.length) {
    const initial = text(param.initial);
    const select = h(
      'select',
      { ...common, required: param.required },
      param.required ? null : h('option', { value: '' }, '(not sent)'),
      options.map((o) => h('option', { value: text(o), selected: text(o) === initial }, text(o))),
    );
    control = select;
    read = () => select.value || undefined;
  } else if (type === 'boolean') {
    const fallback = param.schema.default === true;
    const box = h('input', {
      ...common,
      type: 'checkbox',
      checked: param.initial === true || param.initial === 'true',
    });
    control = box;
    read = () => (box.checked ? 'true' : fallback || param.required ? 'false' : undefined);
  } else {
    const numeric = type === 'integer' || type === 'number';
    const input = h('input', {
      ...common,
      type: numeric ? 'number' : 'text',
      inputmode: numeric ? 'numeric' : undefined,
      step: type === 'number' ? 'any' : undefined,
      min: typeof param.schema.minimum === 'number' ? param.schema.minimum : undefined,
      max: typeof param.schema.maximum === 'number' ? param.schema.maximum : undefined,
      value: text(param.initial),
      required: param.required,
      autocomplete: 'off',
      spellcheck: 'false',
      placeholder:
        param.example !== undefined ? `e.g. ${text(param.example)}` : type === 'array' ? 'comma,separated' : undefined,
    });
    control = input;
    read = () => (input.value.trim() === '' ? undefined : input.value);
  }

  const facts = [
    param.in,
    type,
    param.required ? 'required' : null,
    param.schema.default !== undefined ? `default ${text(param.schema.default)}` : null,
    param.deprecated ? 'deprecated' : null,
  ].filter(Boolean);
  const labelEl = h('label', { for: id }, h('span', { className: 'param-name' }, param.name));
  const hint = h(
    'p',
    { className: 'hint', id: hintId },
    facts.join(' · '),
    param.description ? [' — ', ...inline(param.description)] : null,
  );
  const element = h('div', { className: type === 'boolean' ? 'field field-check' : 'field' }, labelEl, control, hint);
  return { param, element, control, read };
}

/** Collects the values to send, keyed by location; path params are always present (maybe empty). */
export function readParams(fields: ParamField[]): {
  path: Record<string, string>;
  query: [string, string][];
  headers: [string, string][];
  cookies: [string, string][];
  missing: string[];
} {
  const out = {
    path: {} as Record<string, string>,
    query: [] as [string, string][],
    headers: [] as [string, string][],
  };
  const cookies: [string, string][] = [];
  const missing: string[] = [];
  for (const { param, read } of fields) {
    const value = read();
    if (value === undefined) {
      if (param.required) missing.push(param.name);
      continue;
    }
    if (param.in === 'path') out.path[param.name] = value;
    else if (param.in === 'header') out.headers.push([param.name, value]);
    else if (param.in === 'cookie') cookies.push([param.name, value]);
    else if (param.schema.type === 'array' && param.explode) {
      for (const item of value.split(',')) out.query.push([param.name, item.trim()]);
    } else out.query.push([param.name, value]);
  }
  return { ...out, cookies, missing };
}
