// The five OpenAPI specs, read at runtime (Vite `?raw` + the `yaml` parser) and flattened into
// the operations the explorer lists. A spec that fails to parse becomes a family with an error.
import { parse } from 'yaml';
import ajaxYaml from '../../../../openapi/ajax.yaml?raw';
import publicYaml from '../../../../openapi/public.yaml?raw';
import schedulerYaml from '../../../../openapi/scheduler.yaml?raw';
import storiesYaml from '../../../../openapi/stories.yaml?raw';
import v4Yaml from '../../../../openapi/v4.yaml?raw';
import {
  errorStatuses,
  FAMILIES,
  type Family,
  type FamilySpec,
  METHODS,
  type Operation,
  type Param,
  readBody,
  readParam,
  readSecurity,
  type SecurityScheme,
  serverUrl,
} from './model';
import { asArray, asString, deref, isObject } from './schema';

export type { Body, Family, FamilySpec, Operation, Param, SecurityScheme } from './model';
export { FAMILIES } from './model';

const SOURCES: Record<Family, string> = {
  public: publicYaml,
  v4: v4Yaml,
  ajax: ajaxYaml,
  stories: storiesYaml,
  scheduler: schedulerYaml,
};

function readFamily(family: Family, source: string): FamilySpec {
  const doc: unknown = parse(source);
  if (!isObject(doc)) throw new Error('the document is not a YAML mapping');
  const info = isObject(doc.info) ? doc.info : {};
  const components = isObject(doc.components) ? doc.components : {};
  const schemeMap = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const schemes: Record<string, SecurityScheme> = {};
  for (const [key, raw] of Object.entries(schemeMap)) {
    const s = deref(doc, raw);
    schemes[key] = {
      key,
      type: asString(s.type) ?? 'apiKey',
      in: asString(s.in),
      name: asString(s.name),
      scheme: asString(s.scheme),
      description: asString(s.description),
    };
  }
  const rootServer = serverUrl(asArray(doc.servers)[0]) ?? '';
  const rootSecurity = readSecurity(doc.security) ?? [];
  const operations: Operation[] = [];
  const servers = new Set([rootServer]);
  for (const [path, rawItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    const item = deref(doc, rawItem);
    const itemServer = serverUrl(asArray(item.servers)[0]);
    const shared = asArray(item.parameters);
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const server = serverUrl(asArray(op.servers)[0]) ?? itemServer ?? rootServer;
      servers.add(server);
      const params = new Map<string, Param>();
      for (const raw of [...shared, ...asArray(op.parameters)]) {
        const param = readParam(doc, raw);
        if (param) params.set(`${param.in}:${param.name}`, param);
      }
      operations.push({
        family,
        id: asString(op.operationId) ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        server,
        summary: asString(op.summary) ?? '',
        description: asString(op.description),
        tag: asString(asArray(op.tags)[0]) ?? 'Other',
        params: [...params.values()],
        body: readBody(doc, op.requestBody),
        security: readSecurity(op.security) ?? rootSecurity,
        errors: errorStatuses(op.responses),
        deprecated: op.deprecated === true,
        inferred: op['x-gifkit-inferred'] === true,
      });
    }
  }
  const tags = asArray(doc.tags)
    .filter(isObject)
    .map((t) => ({ name: asString(t.name) ?? '', description: asString(t.description) }));
  // List order = the spec's tag order (undeclared tags last), then path order within a tag.
  const order = [...new Set([...tags.map((t) => t.name), ...operations.map((op) => op.tag)])];
  operations.sort((a, b) => order.indexOf(a.tag) - order.indexOf(b.tag));
  return { family, title: asString(info.title) ?? family, doc, tags, schemes, servers: [...servers], operations };
}

/** Parses every spec; never throws (a broken spec is reported on its family). */
export function loadSpecs(): FamilySpec[] {
  return FAMILIES.map((family) => {
    try {
      return readFamily(family, SOURCES[family]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { family, title: family, doc: {}, tags: [], schemes: {}, servers: [], operations: [], error: message };
    }
  });
}
