export const SURFACE_BUDGET: number;
export const MIRROR_ENTRIES: string[];
export const SHARED_ON_PURPOSE: Record<string, string[]>;
export function surfaceReport(root?: string): {
  counts: Record<string, { current: number; deprecated: number }>;
  total: number;
  deprecatedTotal: number;
  deprecated: { entry: string; name: string; instead: string }[];
  sharedDeclarations: string[];
  sharedNames: string[];
  unexportedTypes: string[];
  undocumented: string[];
};
