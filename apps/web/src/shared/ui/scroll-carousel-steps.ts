/** Where a scroll-snap carousel's track stands, read from the DOM. */
export interface CarouselMeasure {
  /**
   * The browser's own scrollLeft: 0 at the first slide, growing as the track scrolls on, or going negative
   * in a right-to-left page, where the track scrolls on towards the left.
   */
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
  /** From one slide's start to the next one's (a width, never negative). */
  slideWidth: number;
  /** The track runs right to left (an Arabic page): its first slide is on the right. */
  rtl?: boolean;
}

export interface CarouselEnds {
  atStart: boolean;
  atEnd: boolean;
}

/** Sub-pixel widths leave a fraction of a pixel short of either end. */
const SLACK = 1;

/** How far the track has scrolled from its first slide, in either direction. */
function scrolledFromStart({ scrollLeft, rtl = false }: CarouselMeasure): number {
  return rtl ? -scrollLeft : scrollLeft;
}

/** The scrollLeft that lies `offset` from the first slide (0 stays 0, not -0). */
function scrollLeftAt(offset: number, rtl = false): number {
  return rtl && offset !== 0 ? -offset : offset;
}

export function carouselEnds(m: CarouselMeasure): CarouselEnds {
  const scrolled = scrolledFromStart(m);
  return { atStart: scrolled <= SLACK, atEnd: scrolled + m.clientWidth >= m.scrollWidth - SLACK };
}

/**
 * Where one arrow press scrolls to (a scrollLeft): the next (or previous) slide's start; past an end, the
 * other end when the carousel loops; null when there is nowhere to go. `direction` is the slides' order
 * (1 the next slide), whichever way the page reads.
 */
export function scrollTarget(m: CarouselMeasure, direction: 1 | -1, loop: boolean): number | null {
  const max = m.scrollWidth - m.clientWidth;
  if (max <= SLACK || m.slideWidth <= 0) return null;
  const { atStart, atEnd } = carouselEnds(m);
  if (direction === 1 && atEnd) return loop ? 0 : null;
  if (direction === -1 && atStart) return loop ? scrollLeftAt(max, m.rtl) : null;
  const slide = Math.round(scrolledFromStart(m) / m.slideWidth) + direction;
  return scrollLeftAt(Math.min(max, Math.max(0, slide * m.slideWidth)), m.rtl);
}

/** The scrollLeft that brings slide `index` to the start of the view. */
export function slideScrollLeft(m: Pick<CarouselMeasure, 'slideWidth' | 'rtl'>, index: number): number {
  return scrollLeftAt(index * m.slideWidth, m.rtl);
}

/** The slide at the start of the view (the nearest one while the track rests between two). */
export function currentSlide(m: CarouselMeasure): number {
  return m.slideWidth > 0 ? Math.round(scrolledFromStart(m) / m.slideWidth) : 0;
}
