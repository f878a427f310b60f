// Reading a parsed OpenAPI document without trusting its shape: local `$ref` resolution,
// the type and enum of a schema, and sample values built from examples, defaults or types.

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Follows local `$ref`s (`#/components/...`) until a node without one; unknown refs give `{}`. */
export function deref(doc: Json, node: unknown, depth = 0): Json {
  if (!isObject(node)) return {};
  const ref = asString(node.$ref);
  if (!ref || depth > 32) return node;
  if (!ref.startsWith('#/')) return {};
  let target: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    target = isObject(target) ? target[key] : undefined;
  }
  return deref(doc, target, depth + 1);
}

/** The schema's main type (`['string', 'null']` → `string`), looking through allOf/oneOf/anyOf. */
export function schemaType(doc: Json, schema: unknown): string | undefined {
  const s = deref(doc, schema);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (typeof type === 'string') return type;
  if (s.enum) return typeof asArray(s.enum)[0];
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const found = asArray(s[key])
      .map((sub) => schemaType(doc, sub))
      .find(Boolean);
    if (found) return found;
  }
  if (s.properties) return 'object';
  return undefined;
}

/** The schema's allowed values, when it is an enum (or a const). */
export function schemaEnum(doc: Json, schema: unknown): unknown[] | undefined {
  const s = deref(doc, schema);
  if (Array.isArray(s.enum)) return s.enum.filter((v) => v !== null);
  if ('const' in s) return [s.const];
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const subs = asArray(s[key]).map((sub) => schemaEnum(doc, sub));
    if (subs.length && subs.every(Boolean)) return subs.flatMap((v) => v ?? []);
  }
  return undefined;
}

/** The first example found in an OpenAPI `example` / `examples` pair (examples map or 3.1 list). */
export function pickExample(doc: Json, node: Json): unknown {
  if ('example' in node) return node.example;
  if (Array.isArray(node.examples)) return node.examples[0];
  if (isObject(node.examples)) {
    const first = Object.values(node.examples)[0];
    if (first !== undefined) return deref(doc, first).value;
  }
  return undefined;
}

/** A plausible value for a schema: its example, default or const, else one built from its type. */
export function sampleOf(doc: Json, schema: unknown, depth = 0): unknown {
  const s = deref(doc, schema);
  const known = pickExample(doc, s) ?? s.default ?? s.const ?? asArray(s.enum)[0];
  if (known !== undefined) return known;
  if (depth > 6) return null;
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf.map((sub) => sampleOf(doc, sub, depth + 1));
    return parts.every(isObject) ? Object.assign({}, ...parts) : parts[0];
  }
  const alternative = asArray(s.oneOf)[0] ?? asArray(s.anyOf)[0];
  if (alternative) return sampleOf(doc, alternative, depth + 1);
  switch (schemaType(doc, s)) {
    case 'object': {
      const props = isObject(s.properties) ? s.properties : {};
      const required = asArray(s.required);
      const keys = Object.keys(props).filter((k) => !required.length || required.includes(k));
      return Object.fromEntries(keys.map((k) => [k, sampleOf(doc, props[k], depth + 1)]));
    }
    case 'array':
      return [sampleOf(doc, s.items, depth + 1)];
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 0;
    case 'boolean':
      return false;
    case 'string':
      return s.format === 'date-time' ? new Date().toISOString() : s.format === 'date' ? '2025-01-01' : 'string';
    default:
      return null;
  }
}
