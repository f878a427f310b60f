/**
 * Test-only: gifkit/mock as a GIF provider behind gifkit/server, with no global patching
 * (msw's `getResponse` runs the mock's handlers on one request). Counts every upstream call
 * and can be switched to failing (`failWith(500)`), answering a response of its own, or off.
 */
import { getResponse } from 'msw';
import { createMockApi } from '../../sdk/mock';

export interface MockUpstream {
  /** The handler's `fetch`. */
  fetch: (request: Request) => Promise<Response>;
  /** Every upstream request so far (clones, readable). */
  readonly calls: Request[];
  /** From now on every call answers this (a status, or a response built per call); `null` serves the mock again. */
  failWith(answer: number | ((request: Request) => Response | Promise<Response>) | null): void;
}

export function createMockUpstream(): MockUpstream {
  const { handlers } = createMockApi();
  const calls: Request[] = [];
  let failure: ((request: Request) => Response | Promise<Response>) | null = null;
  return {
    calls,
    async fetch(request) {
      calls.push(request.clone());
      if (failure) return failure(request);
      return (await getResponse(handlers, request)) ?? new Response('not mocked', { status: 404 });
    },
    failWith(answer) {
      failure =
        typeof answer === 'number'
          ? () => Response.json({ meta: { status: answer, msg: 'failing', response_id: '' } }, { status: answer })
          : answer;
    },
  };
}
