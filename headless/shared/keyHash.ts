/** A query key as one string, object fields in sorted order: two equal keys, one string (React Query's `hashKey` rule). */
export function keyHash(key: readonly unknown[]): string {
  return JSON.stringify(key, (_, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}
