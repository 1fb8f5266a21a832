import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { observeIntersection } from './observe-intersection';

/**
 * Half a screen ahead of the shopper: built before it is seen at a reading pace (a transition takes a few
 * frames). A whole screen built a product page's twenty related cards, half its elements, while a phone was
 * still starting the page, though they sit a screen and a half down.
 */
const NEAR_MARGIN = '50% 0px';

interface MountWhenNearProps {
  /** False builds the content at once, e.g. where the page must have its true height from the start. */
  enabled: boolean;
  /** Holds the content's place until then, as tall as the content, so nothing moves when it comes. */
  placeholder: ReactNode;
  children: ReactNode;
}

/**
 * Builds its content only when it comes within half a screen of the viewport: a phone opening a long page lays
 * out what is on screen, not every section below it. The content is built as a transition, so the browser
 * keeps the main thread between React's slices of work.
 */
export function MountWhenNear({ enabled, placeholder, children }: MountWhenNearProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled);

  useEffect(() => {
    const target = holder.current;
    if (!target || near) return;
    return observeIntersection(
      target,
      (entry) => {
        if (entry.isIntersecting) startTransition(() => setNear(true));
      },
      { rootMargin: NEAR_MARGIN },
    );
  }, [near]);

  if (near) return children;
  return (
    <div ref={holder} aria-hidden="true">
      {placeholder}
    </div>
  );
}
