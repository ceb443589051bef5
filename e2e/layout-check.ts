/**
 * What a page shows wrong at its current width, as sentences (run in the page by `page.evaluate`, so
 * it is self-contained): the page scrolling sideways, a box scrolling sideways that is not meant to,
 * and visible text cut off — clipped by a box that hides its overflow (an ellipsis or a line clamp
 * included), spilling out of its own box over what is next to it, or a select's choice wider than it.
 *
 * Allowed on purpose, and only when marked:
 * - `data-overflow="truncated"` with a `title` holding the full text: a text shortened on purpose;
 * - `data-overflow="paged"`: a carousel's viewport, whose hidden slides its controls bring into view.
 * Text inside a box that scrolls (the per-day prices, a photo strip) is reachable and not judged;
 * visually hidden text (`sr-only`: a 1×1 px box) is clipped by design.
 */
export function layoutProblems(): string[] {
  // Blocks the browser renders only near the view (`render-later`: content-visibility auto) are judged
  // as they are once scrolled to, with what would spill out of them showing (their paint containment
  // would clip it): rendered in place for the check, then left to the browser again (one function, no
  // helpers outside it: `page.evaluate` sends only its source).
  const deferred = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
    (element) => getComputedStyle(element).contentVisibility === 'auto',
  );
  for (const element of deferred) element.style.contentVisibility = 'visible';
  const TOLERANCE = 1.5;
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;

  const describe = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 4) : [];
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${element.tagName.toLowerCase()}${id}${classes.length ? `.${classes.join('.')}` : ''}> "${text}"`;
  };
  const isShown = (element: Element) =>
    element.checkVisibility({
      checkOpacity: true,
      checkVisibilityCSS: true,
      opacityProperty: true,
      visibilityProperty: true,
    });
  const scrolls = (style: CSSStyleDeclaration) => /auto|scroll/.test(`${style.overflowX} ${style.overflowY}`);
  const isVisuallyHidden = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clipPath === 'inset(50%)' || /^rect\(0/.test(style.clip)) return true;
      const box = node.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1 && style.overflow !== 'visible') return true;
    }
    return false;
  };
  const allowedTruncation = (element: Element) => {
    const marked = element.closest('[data-overflow="truncated"]');
    return marked !== null && (marked.getAttribute('title') ?? '').trim() !== '';
  };

  // 1. The page itself scrolls sideways: name the outermost boxes reaching past the right edge.
  if (document.documentElement.scrollWidth > viewport) {
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > viewport + TOLERANCE && isShown(element))
      .filter((element, _index, all) => !all.some((other) => other !== element && other.contains(element)))
      .slice(0, 3)
      .map(describe);
    problems.push(
      `the page scrolls sideways (${document.documentElement.scrollWidth} > ${viewport} px): ${culprits.join(', ')}`,
    );
  }

  // 2. A box scrolls sideways that is not a declared horizontal scroller (scroll snap or a marked carousel).
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (!scrolls(style) || element.scrollWidth <= element.clientWidth + TOLERANCE || !isShown(element)) continue;
    if (/x|both|inline/.test(style.scrollSnapType) || element.closest('[data-overflow]')) continue;
    if (element.tagName === 'PRE' || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') continue;
    problems.push(`a box scrolls sideways (${element.scrollWidth} > ${element.clientWidth} px): ${describe(element)}`);
  }

  // 3. Visible text cut off by a box hiding its overflow, or spilling out of its own box.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const reported = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !(node.textContent ?? '').trim()) continue;
    if (parent.closest('script, style, noscript, template, option, title, svg')) continue;
    if (!isShown(parent) || isVisuallyHidden(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    if (lines.length === 0) continue;

    let block: Element | null = null;
    for (let element: Element | null = parent; element && element !== document.body; element = element.parentElement) {
      const style = getComputedStyle(element);
      if (!block && !/^(inline|contents)$/.test(style.display)) block = element;
      if (scrolls(style) || element.getAttribute('data-overflow') === 'paged') break;
      const clipsX = style.overflowX !== 'visible';
      const clipsY = style.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const outer = element.getBoundingClientRect();
      const left = outer.left + element.clientLeft;
      const top = outer.top + element.clientTop;
      const right = left + element.clientWidth;
      const bottom = top + element.clientHeight;
      const cut = lines.some(
        (line) =>
          (clipsX && (line.left < left - TOLERANCE || line.right > right + TOLERANCE)) ||
          (clipsY && (line.top < top - TOLERANCE || line.bottom > bottom + TOLERANCE)),
      );
      if (cut && !allowedTruncation(parent) && !reported.has(element)) {
        reported.add(element);
        problems.push(`text is cut off by ${describe(element)}: "${(node.textContent ?? '').trim().slice(0, 60)}"`);
      }
      if (cut) break;
    }

    if (block && !reported.has(block) && !allowedTruncation(parent)) {
      const box = block.getBoundingClientRect();
      if (lines.some((line) => line.right > box.right + TOLERANCE || line.left < box.left - TOLERANCE)) {
        reported.add(block);
        problems.push(`text spills out of ${describe(block)}`);
      }
    }
  }

  // 4. An ellipsis that hides text without saying what it hides.
  for (const element of document.body.querySelectorAll('*')) {
    if (getComputedStyle(element).textOverflow !== 'ellipsis') continue;
    if (element.scrollWidth <= element.clientWidth + TOLERANCE || !isShown(element) || reported.has(element)) continue;
    if (element.tagName === 'SELECT' || element.tagName === 'INPUT' || allowedTruncation(element)) continue;
    problems.push(`text ends in an ellipsis: ${describe(element)}`);
  }

  // 5. A select whose chosen option does not fit in it (its text is not in the page's text nodes).
  const canvas = document.createElement('canvas').getContext('2d');
  for (const select of document.body.querySelectorAll('select')) {
    const option = select.selectedOptions[0];
    if (!canvas || !option || !isShown(select) || isVisuallyHidden(select)) continue;
    const style = getComputedStyle(select);
    canvas.font = style.font;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const needed = canvas.measureText(option.text.trim()).width;
    if (needed > room + TOLERANCE && !allowedTruncation(select)) {
      problems.push(
        `a select shows its choice cut off (${Math.ceil(needed)} > ${Math.floor(room)} px): ${describe(select)}`,
      );
    }
  }
  for (const element of deferred) element.style.removeProperty('content-visibility');
  return problems;
}
