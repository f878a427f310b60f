/**
 * GET/POST /api/gifs/*: gifkit/server's handler as a route handler, the same function a Worker
 * or an edge function would export. Searches, trending, categories and pingbacks all go here.
 */
import { gifHandler } from '../../../gifHandler';

export const GET = gifHandler;
export const POST = gifHandler;
