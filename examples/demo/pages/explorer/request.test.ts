import { describe, expect, it } from 'vitest';
import type { Operation } from './model';
import { prepareRequest, type RequestInput } from './request';

const op = (family: Operation['family'], method: string, path: string): Operation => ({
  family,
  id: `${method} ${path}`,
  method,
  path,
  server: 'https://api.example',
  summary: '',
  tag: '',
  params: [],
  security: [],
  errors: [],
  deprecated: false,
  inferred: false,
});
const input: RequestInput = {
  path: { type: 'gifs' },
  query: [['q', 'cats']],
  headers: [['X-Mine', '1']],
  cookies: [],
  auth: { query: [['api_key', 'k']], headers: [], cookies: [] },
  bodyText: '',
};
const names = (headers: [string, string][]) => headers.map(([name]) => name.toLowerCase());

describe('prepareRequest', () => {
  it('sends public-API reads with no SDK headers, as the SDK does (no CORS preflight)', () => {
    const request = prepareRequest(op('public', 'GET', '/v1/{type}/search'), input);
    expect(request.url).toBe('https://api.example/v1/gifs/search?q=cats&api_key=k');
    expect(names(request.headers)).toEqual(['x-mine']);
  });

  it('identifies the SDK on every other call', () => {
    const request = prepareRequest(op('v4', 'GET', '/api/v4/channels/{type}'), input);
    expect(names(request.headers)).toContain('x-giphy-sdk-name');
    expect(names(request.headers)).toContain('x-mine');
  });
});
