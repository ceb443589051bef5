import { useEffect, useLayoutEffect } from 'react';

/** `useLayoutEffect` in the browser; layout effects warn during server rendering, where there is no layout. */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
