/**
 * The video progress bar's fill.
 */

/** Below this duration (seconds) a nearly finished clip shows a full bar. */
export const SHORT_CLIP_SECONDS = 10;

/**
 * How far the bar is filled, 0–100. For clips shorter than 10 s the bar snaps to 100 once past
 * 98%, because the `timeupdate` events of a short looping clip rarely land on the very end and
 * the bar would otherwise never look complete. A zero, negative or `NaN` duration (metadata not
 * loaded yet) gives 0.
 */
export function progressPercent(currentTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return 0;
  const percent = Math.min(100, Math.max(0, (currentTime / duration) * 100));
  return duration < SHORT_CLIP_SECONDS && percent > 98 ? 100 : percent;
}
