/**
 * The mock API's engine: turns a family's resolvers (one per operationId, typed from the
 * generated OpenAPI types) into msw request handlers, using the generated operation index
 * for methods, paths and servers. Owns error-on-demand, body parsing and route ordering.
 */
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { operationIndex } from '../generated/operationIndex';

/** An API family the mock serves (`public`, `v4`, `ajax`, `stories`, `scheduler`, `tenor`). */
export type MockFamily = keyof typeof operationIndex;

/** Where an operation lives, as the generator read it from the spec. */
export interface OperationInfo {
  readonly method: 'get' | 'put' | 'post' | 'delete' | 'patch';
  readonly path: string;
  readonly server: string;
  readonly status: number;
  /** Path parameters whose schema is an enum: expanded into concrete routes. */
  readonly enums?: { readonly [param: string]: readonly string[] };
}

type ResponsesOf<Op> = Op extends { responses: infer R } ? R : never;
type SuccessCode = 200 | 201 | 202 | 204;

/**
 * The body an operation answers with on success (`null` for 204): the content of each success
 * response (`infer R` keeps the choice per response when there are several).
 */
export type SuccessBody<Op> = ResponsesOf<Op>[Extract<keyof ResponsesOf<Op>, SuccessCode>] extends infer R
  ? R extends { content: infer C }
    ? C[keyof C]
    : null
  : never;

type PathOf<Op> = Op extends { parameters: { path?: infer P } } ? NonNullable<P> : never;

/** What a resolver receives. Form bodies arrive as a field map, JSON as parsed JSON. */
export interface MockRequest<Op> {
  request: Request;
  params: { [K in keyof PathOf<Op>]: string };
  query: URLSearchParams;
  body: unknown;
}

/** A resolver answers with the operation's success body, or any `Response` it builds. */
export type MockReply<Op> = SuccessBody<Op> | Response;

/** Your own answers per operation, replacing the mock's generated ones. */
export type MockResolvers<Ops> = {
  [K in keyof Ops]-?: (req: MockRequest<Ops[K]>) => MockReply<Ops[K]> | Promise<MockReply<Ops[K]>>;
};

/** One API family's mock: its resolvers and how its errors look on the wire. */
export interface FamilyMock<Ops> {
  family: MockFamily;
  resolvers: MockResolvers<Ops>;
  errorBody: (status: number, message: string) => unknown;
}

/** Throw from a resolver to answer with the family's error envelope. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'MockHttpError';
  }
}

/** Request header that makes any mocked call fail with that status, e.g. `x-gifkit-mock-error: 429`. */
export const MOCK_ERROR_HEADER = 'x-gifkit-mock-error';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  414: 'URI Too Long',
  429: 'API rate limit exceeded',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? 'Error';
}

/** What `handlers` takes: the base URLs, the resolvers and the mock media's options. */
export interface HandlerOptions {
  /** Replaces the spec's server for every operation of this family. */
  baseUrl?: string;
  /** Milliseconds to wait before answering (useful in demos). */
  latency?: number;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  const text = type.includes('multipart/form-data') ? null : await request.clone().text();
  if (type.includes('multipart/form-data')) return request.formData();
  if (!text) return undefined;
  if (type.includes('application/x-www-form-urlencoded')) {
    const fields: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const prev = fields[key];
      fields[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
    return fields;
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One route per combination of enum path values, remembering which value each route fixes. */
function expandRoutes(info: OperationInfo): { route: string; fixed: Record<string, string> }[] {
  let routes = [{ route: info.path, fixed: {} as Record<string, string> }];
  for (const [param, values] of Object.entries(info.enums ?? {})) {
    routes = routes.flatMap(({ route, fixed }) =>
      values.map((v) => ({ route: route.replace(`{${param}}`, v), fixed: { ...fixed, [param]: v } })),
    );
  }
  return routes;
}

/** Concrete segments sort before templated ones, so /v1/gifs/search wins over /v1/gifs/{gif_id}. */
function routeRank(route: string): string {
  return route
    .split('/')
    .map((s) => (s.includes('{') ? '1' : '0'))
    .join('');
}

function toMswPath(server: string, route: string): string {
  return server.replace(/\/$/, '') + route.replace(/\{([^}]+)\}/g, ':$1');
}

/** Turns one family's mock into msw handlers, concrete routes first. */
export function toHandlers<Ops>(mock: FamilyMock<Ops>, options: HandlerOptions = {}): HttpHandler[] {
  const index = operationIndex[mock.family] as unknown as Record<string, OperationInfo>;
  const routes: { rank: string; handler: HttpHandler }[] = [];
  const fail = (status: number, message: string) =>
    HttpResponse.json(mock.errorBody(status, message) as Record<string, unknown>, { status });

  const resolvers = () => mock.resolvers as Record<string, (req: MockRequest<unknown>) => unknown>;
  for (const [operationId, info] of Object.entries(index)) {
    if (!resolvers()[operationId]) throw new Error(`gifkit/mock: no resolver for ${mock.family}.${operationId}`);
    // Looked up per request, so a mock whose state is swapped (createMockApi().reset) is followed.
    const resolve = (req: MockRequest<unknown>) => resolvers()[operationId]!(req);
    for (const { route, fixed } of expandRoutes(info)) {
      const handler = http[info.method](
        toMswPath(options.baseUrl ?? info.server, route),
        async ({ request, params }) => {
          if (options.latency) await delay(options.latency);
          const forced = Number(request.headers.get(MOCK_ERROR_HEADER));
          if (forced >= 400) return fail(forced, statusText(forced));
          const url = new URL(request.url);
          const named = { ...(params as Record<string, string>), ...fixed };
          try {
            const reply = await resolve({
              request,
              params: named,
              query: url.searchParams,
              body: await readBody(request),
            });
            if (reply instanceof Response) return reply;
            if (reply === null || reply === undefined || info.status === 204)
              return new HttpResponse(null, { status: 204 });
            return HttpResponse.json(reply as Record<string, unknown>, { status: info.status });
          } catch (error) {
            if (error instanceof MockHttpError) return fail(error.status, error.message);
            throw error;
          }
        },
      );
      routes.push({ rank: routeRank(route), handler });
    }
  }
  return routes.sort((a, b) => a.rank.localeCompare(b.rank)).map((r) => r.handler);
}
