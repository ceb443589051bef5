import { useNonce } from '~/components/nonce';

/** The first card (1-based) whose rendering may wait: the ones above it are on a first screen. */
const FIRST_LATER_CARD = 4;

/**
 * Runs while the document is parsed, before the result list (decision 0039). On a fresh load — not a
 * reload or back/forward (the browser or Remix restores a scroll position by number: it must land on
 * rendered cards) and not with a #fragment — it adopts a stylesheet that gives the cards from the
 * fourth on `content-visibility: auto` at their estimated height (`--card-height`, set per breakpoint
 * on the list): the browser parses them but skips their style, layout and paint while the HTML
 * streams in, when each pass would lay out every card parsed so far. From the second frame after
 * DOMContentLoaded it lets two more cards render per animation frame (each frame has a fixed cost of
 * its own, so one card a frame made more blocking frames, not less work); after the last card the
 * sheet is dropped, so a capture or the End key a few frames later finds every card rendered. A card
 * scrolled near before its turn renders then (what `auto` does). Without JS, or in a browser without
 * adoptable sheets or `content-visibility`, every card renders at once, as before. Rendered again by
 * React in the browser, the element does not run (React never runs the scripts it inserts).
 */
const SCRIPT = `(()=>{const d=document,n=performance.getEntriesByType("navigation")[0];if(location.hash||!n||n.type!=="navigate"||!("adoptedStyleSheets"in d)||!CSS.supports("content-visibility","auto"))return;let k=${FIRST_LATER_CARD};const s=new CSSStyleSheet(),set=()=>s.replaceSync("[data-cards]>li:nth-child(n+"+k+"){content-visibility:auto;contain-intrinsic-block-size:auto var(--card-height)}");set();d.adoptedStyleSheets=[...d.adoptedStyleSheets,s];const step=()=>{const l=d.querySelector("[data-cards]");if(!l||k>l.children.length){d.adoptedStyleSheets=d.adoptedStyleSheets.filter(x=>x!==s);return}k+=2;set();requestAnimationFrame(step)},start=()=>requestAnimationFrame(()=>requestAnimationFrame(step));d.readyState==="loading"?d.addEventListener("DOMContentLoaded",start,{once:true}):start()})()`;

/**
 * Estimated card heights for the cards not rendered yet, measured at 320–1920 px (a card at
 * 412 px is 680–725 px tall; at 1280 px 275–324): on the list as `--card-height`.
 */
export const CARD_HEIGHT_ESTIMATES =
  '[--card-height:42rem] sm:[--card-height:28rem] md:[--card-height:44rem] lg:[--card-height:27rem] xl:[--card-height:18.5rem]';

/** Place right before the list carrying `data-cards` and CARD_HEIGHT_ESTIMATES, on the page's first render. */
export function RenderCardsLater() {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
