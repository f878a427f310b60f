/** `useLayoutEffect` in the browser, `useEffect` on a server (where neither runs, and React warns on the first). */
import { useEffect, useLayoutEffect } from 'react';

export const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
