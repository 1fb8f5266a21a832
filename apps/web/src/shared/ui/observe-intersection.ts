/**
 * Watches one element against the viewport and reports where it is now. A browser that is busy (a phone
 * rendering a page of cards) hands over every change since its last report in one call, oldest first: the
 * opening "out of view" and then "in view" together. Only the last entry is the element's present state,
 * and the observer says nothing more while that state holds, so a reader of the first one would wait for
 * ever (the listing stopped at 24 products this way).
 */
export function observeIntersection(
  target: Element,
  onChange: (entry: IntersectionObserverEntry) => void,
  options?: IntersectionObserverInit,
): () => void {
  const observer = new IntersectionObserver((entries) => {
    const latest = entries.at(-1);
    if (latest) onChange(latest);
  }, options);
  observer.observe(target);
  return () => observer.disconnect();
}

/** Taller than any page: a root margin takes lengths only, not "unbounded". */
const PAGE_ABOVE = '1000000px';

/**
 * A root margin that counts an element as reached once it is in view or anywhere above it: the viewport
 * stretched up over the whole page, and down by `ahead`. A fling on a busy phone or the End key can carry
 * an element from below the screen to above it between two frames; it was never seen in view, yet the
 * shopper has passed it.
 */
export function reachedOrPassedMargin(ahead = '0px'): string {
  return `${PAGE_ABOVE} 0px ${ahead} 0px`;
}
