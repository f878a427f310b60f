// One labelled input per path/query/header parameter, prefilled from the spec's example
// (required ones) or default, with the example as placeholder. Enums become selects, booleans
// checkboxes, numbers number inputs, arrays comma-separated text. Values live in the panel's
// state; `readParams` turns them into what is sent.
import { useId } from 'react';
import { schemaEnum, schemaType } from './schema';
import type { FamilySpec, Param } from './specs';
import { Inline } from './text';

export function paramText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(paramText).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The value a parameter's field starts with ('true'/'' for checkboxes). */
export function initialParamValue(param: Param): string {
  if (param.schema.type === 'boolean') return param.initial === true || param.initial === 'true' ? 'true' : '';
  return paramText(param.initial);
}

/** The value to send for a field; undefined leaves the parameter out. */
function valueToSend(param: Param, spec: FamilySpec, value: string): string | undefined {
  if (schemaType(spec.doc, param.schema) === 'boolean') {
    const fallback = param.schema.default === true;
    return value === 'true' ? 'true' : fallback || param.required ? 'false' : undefined;
  }
  return value.trim() === '' ? undefined : value;
}

/** Collects the values to send, keyed by location; names the required ones left empty. */
export function readParams(params: Param[], spec: FamilySpec, values: Record<string, string>) {
  const out = {
    path: {} as Record<string, string>,
    query: [] as [string, string][],
    headers: [] as [string, string][],
    cookies: [] as [string, string][],
    missing: [] as string[],
  };
  for (const param of params) {
    const value = valueToSend(param, spec, values[param.name] ?? '');
    if (value === undefined) {
      if (param.required) out.missing.push(param.name);
      continue;
    }
    if (param.in === 'path') out.path[param.name] = value;
    else if (param.in === 'header') out.headers.push([param.name, value]);
    else if (param.in === 'cookie') out.cookies.push([param.name, value]);
    else if (param.schema.type === 'array' && param.explode) {
      for (const item of value.split(',')) out.query.push([param.name, item.trim()]);
    } else out.query.push([param.name, value]);
  }
  return out;
}

export function ParamField({
  param,
  spec,
  value,
  onChange,
}: {
  param: Param;
  spec: FamilySpec;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const type = schemaType(spec.doc, param.schema);
  const options = schemaEnum(spec.doc, param.schema);
  const facts = [
    param.in,
    type,
    param.required ? 'required' : null,
    param.schema.default !== undefined ? `default ${paramText(param.schema.default)}` : null,
    param.deprecated ? 'deprecated' : null,
  ].filter(Boolean);
  let control: React.ReactNode;
  if (options?.length) {
    control = (
      <select
        id={id}
        className="select"
        value={value}
        required={param.required}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {!param.required && <option value="">(not sent)</option>}
        {options.map((o) => (
          <option key={paramText(o)} value={paramText(o)}>
            {paramText(o)}
          </option>
        ))}
      </select>
    );
  } else if (type === 'boolean') {
    control = (
      <input
        id={id}
        type="checkbox"
        checked={value === 'true'}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.currentTarget.checked ? 'true' : '')}
      />
    );
  } else {
    const numeric = type === 'integer' || type === 'number';
    control = (
      <input
        id={id}
        type={numeric ? 'number' : 'text'}
        inputMode={numeric ? 'numeric' : undefined}
        step={type === 'number' ? 'any' : undefined}
        min={typeof param.schema.minimum === 'number' ? param.schema.minimum : undefined}
        max={typeof param.schema.maximum === 'number' ? param.schema.maximum : undefined}
        value={value}
        required={param.required}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hintId}
        placeholder={
          param.example !== undefined
            ? `e.g. ${paramText(param.example)}`
            : type === 'array'
              ? 'comma,separated'
              : undefined
        }
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  return (
    <div className={type === 'boolean' ? 'field field-check' : 'field'}>
      <label htmlFor={id}>
        <span className="param-name">{param.name}</span>
      </label>
      {control}
      <p className="hint" id={hintId}>
        {facts.join(' · ')}
        {param.description && (
          <>
            {' — '}
            <Inline text={param.description} />
          </>
        )}
      </p>
    </div>
  );
}
