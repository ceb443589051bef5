import { useLocation, useNavigationType } from '@remix-run/react';
import { useRef } from 'react';
import { useBrowserLayoutEffect } from '~/components/ui/use-browser-layout-effect';

/**
 * Blocks marked `render-later` (app/tailwind.css) stand at an estimated height until they near the view,
 * but a scroll position restored on back, forward or reload is a number measured when they were rendered:
 * with the estimates it would land elsewhere. So before such a restoration `data-render-all` on the root
 * renders them all (decision 0038); a new page (a link, a form) defers them again.
 */
const ATTRIBUTE = 'data-render-all';

/**
 * A document loaded by reload or back/forward, before the router's own script restores its position
 * (a first visit, the case the deferral is for, keeps it).
 */
const ON_DOCUMENT_LOAD = `(function(){var n=performance.getEntriesByType('navigation')[0];if(n&&(n.type==='reload'||n.type==='back_forward'))document.documentElement.setAttribute('${ATTRIBUTE}','')})()`;

/** Rendered before ScrollRestoration: its layout effect runs first, so the restoration sees every block rendered. */
export function RenderAllOnRestore({ nonce }: { nonce: string | undefined }) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  // The document's own location was decided by the script; later ones by how they were reached.
  const seen = useRef(key);
  useBrowserLayoutEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    document.documentElement.toggleAttribute(ATTRIBUTE, navigationType === 'POP');
  }, [key, navigationType]);
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ON_DOCUMENT_LOAD }} />;
}
