/** Types of bench/firsttile/server.mjs. */
export interface ServedMedia {
  path: string;
  loop: string;
  format: string;
  type: string;
  recorded: number;
  frames: number | undefined;
  bytes: number;
  frameEnds: number[];
  unpadded: boolean;
}
export function startFirstTileServer(options: { pages: Record<string, { js: string; css: string }> }): Promise<{
  origin: string;
  apiOrigin: string;
  media(pathname: string): ServedMedia | undefined;
  requests(): { path: string; range: string | undefined; found: boolean }[];
  close(): Promise<unknown>;
}>;
