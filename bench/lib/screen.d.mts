/** Types of bench/lib/screen.mjs. */
export interface ScreenFrame {
  t: number;
  image: { width: number; height: number; channels: number; data: Uint8Array };
  scale?: number;
}
export interface ScreenTile {
  kind: 'video' | 'img';
  box: { x: number; y: number; width: number; height: number };
  baseAt: number;
  notBefore?: number;
  fadeEndAt?: number;
}
export interface BoxState {
  t: number;
  pixels: Uint8Array;
}
export const SHOWN_AT: number;
export const VSYNC_MS: number;
export function boxStates(frames: ScreenFrame[], tile: ScreenTile, until?: number): BoxState[];
export function pictureShown(states: BoxState[]): number | undefined;
export function tileMoved(states: BoxState[], tile: ScreenTile): number | undefined;
export function firstMove<T extends ScreenTile>(
  frames: ScreenFrame[],
  tiles: T[],
): { t: number; shownAt: number | undefined; tile: T } | undefined;
export function firstPicture(frames: ScreenFrame[], tiles: ScreenTile[]): number | undefined;
