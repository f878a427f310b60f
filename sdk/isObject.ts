/** The one check for "a plain JSON object" (not null, not an array) used across the SDK. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
