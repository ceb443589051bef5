// Scrolling the page from code: smooth unless the visitor asked for reduced motion, and aware of the
// sticky site header (the only element fixed over the top of the page).

/** `smooth`, or `auto` (a jump) under `prefers-reduced-motion: reduce`. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Where the sticky header ends, in viewport px (0 without one). */
function headerBottom(): number {
  return document.querySelector('body > header')?.getBoundingClientRect().bottom ?? 0;
}

/**
 * Brings an element's top into view when it is above the visible page (scrolled past, or under the
 * sticky header); the page's `scroll-padding-top` keeps it clear of the header. Below, it stays put.
 */
export function revealTop(element: Element): void {
  if (element.getBoundingClientRect().top >= headerBottom()) return;
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}
