/**
 * Which layout shows the tiles below it, sent as the pingback `layout_type`: a carousel
 * provides `CAROUSEL`; without a provider tiles report `GRID`.
 */
import { createContext, useContext } from 'react';
import type { LayoutType } from '../../sdk/analytics/types';

/** Provide `'CAROUSEL'` (or `'GRID'`) to the tiles inside a layout. */
export const LayoutTypeContext = createContext<LayoutType>('GRID');

/** The layout type of the nearest provider, `GRID` by default. */
export function useLayoutType(): LayoutType {
  return useContext(LayoutTypeContext);
}
