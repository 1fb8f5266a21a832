/** Where a scroll-snap carousel's track stands, read from the DOM. */
export interface CarouselMeasure {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
  /** From one slide's start to the next one's. */
  slideWidth: number;
}

export interface CarouselEnds {
  atStart: boolean;
  atEnd: boolean;
}

/** Sub-pixel widths leave a fraction of a pixel short of either end. */
const SLACK = 1;

export function carouselEnds({ scrollLeft, clientWidth, scrollWidth }: CarouselMeasure): CarouselEnds {
  return { atStart: scrollLeft <= SLACK, atEnd: scrollLeft + clientWidth >= scrollWidth - SLACK };
}

/**
 * Where one arrow press scrolls to: the next (or previous) slide's start; past an end, the other end when
 * the carousel loops; null when there is nowhere to go.
 */
export function scrollTarget(m: CarouselMeasure, direction: 1 | -1, loop: boolean): number | null {
  const max = m.scrollWidth - m.clientWidth;
  if (max <= SLACK || m.slideWidth <= 0) return null;
  const { atStart, atEnd } = carouselEnds(m);
  if (direction === 1 && atEnd) return loop ? 0 : null;
  if (direction === -1 && atStart) return loop ? max : null;
  const slide = Math.round(m.scrollLeft / m.slideWidth) + direction;
  return Math.min(max, Math.max(0, slide * m.slideWidth));
}

/** The slide at the start of the view (the nearest one while the track rests between two). */
export function currentSlide({ scrollLeft, slideWidth }: CarouselMeasure): number {
  return slideWidth > 0 ? Math.round(scrollLeft / slideWidth) : 0;
}
