import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { ChevronDownIcon } from './icons';
import { observeIntersection } from './observe-intersection';
import {
  type CarouselEnds,
  type CarouselMeasure,
  carouselEnds,
  currentSlide,
  scrollTarget,
  slideScrollLeft,
} from './scroll-carousel-steps';

/** The most slides any carousel shows at once (the flash strip at wide widths). */
const FIRST_VIEW_SLIDES = 6;
/** Within a screen's height of the viewport, a carousel builds all its slides. */
const NEARBY_MARGIN = '100% 0px';

interface ScrollCarouselProps<T> {
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Each slide's width per breakpoint, e.g. 'w-1/2 md:w-1/3': how many show at once. */
  slideClassName: string;
  /** Past the last slide the carousel goes back to the first, and before the first to the last. */
  loop: boolean;
  autoplayMs?: number | undefined;
  labels: { previous: string; next: string };
  /** Told which slide is first in view whenever that changes (by arrows, swipes or autoplay). */
  onSlideChange?: (index: number) => void;
  ref?: Ref<ScrollCarouselHandle>;
}

export interface ScrollCarouselHandle {
  /** Brings a slide into view, e.g. when its thumbnail is chosen. */
  showSlide(index: number): void;
}

/**
 * A carousel on the browser's own scroll snapping: swipes and trackpads scroll it natively, the arrows step
 * one slide, and the layout is plain CSS, so it costs no layout shift and almost no JavaScript (a carousel
 * library was a large share of the home page's script; docs/decisions/004-own-carousel.md). Until it comes
 * near the viewport it builds only its first view, which is all it shows: a phone loading the home page lays
 * out a few dozen cards, not every slide of every carousel.
 */
export function ScrollCarousel<T>({
  items,
  itemKey,
  renderItem,
  slideClassName,
  loop,
  autoplayMs,
  labels,
  onSlideChange,
  ref,
}: ScrollCarouselProps<T>) {
  const trackId = useId();
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [ends, setEnds] = useState<CarouselEnds>({ atStart: true, atEnd: false });
  const [nearby, setNearby] = useState(false);
  // Far below the fold only the first view's slides are built; the rest when the shopper comes near.
  const slides = nearby ? items : items.slice(0, FIRST_VIEW_SLIDES);

  useEffect(() => {
    const el = root.current;
    if (!el || nearby) return;
    return observeIntersection(
      el,
      (entry) => {
        if (entry.isIntersecting) setNearby(true);
      },
      { rootMargin: NEARBY_MARGIN },
    );
  }, [nearby]);

  const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';
  useImperativeHandle(
    ref,
    () => ({
      showSlide: (index) =>
        track.current?.scrollTo({ left: slideScrollLeft(measure(track.current), index), behavior }),
    }),
    [behavior],
  );
  const slideChange = useRef(onSlideChange);
  slideChange.current = onSlideChange;

  const step = useCallback(
    (direction: 1 | -1) => {
      const el = track.current;
      if (!el) return;
      const target = scrollTarget(measure(el), direction, loop);
      if (target !== null) el.scrollTo({ left: target, behavior });
    },
    [loop, behavior],
  );

  // The arrows of a carousel that does not loop are disabled at its ends (and both when all slides fit).
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when slides are added, which moves the end without a scroll event
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    let slide = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const m = measure(el);
        const next = carouselEnds(m);
        setEnds((prev) => (prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next));
        if (currentSlide(m) !== slide) {
          slide = currentSlide(m);
          slideChange.current?.(slide);
        }
      });
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [slides.length]);

  // Autoplay only while the carousel is on screen, and never while the shopper points at it or is inside
  // it with the keyboard (WCAG 2.2.2), nor for a shopper who asked for less motion.
  useEffect(() => {
    const el = root.current;
    if (!el || !autoplayMs || reducedMotion) return;
    let visible = false;
    let held = 0;
    const stopObserving = observeIntersection(el, (entry) => {
      visible = entry.isIntersecting;
    });
    const hold = () => {
      held += 1;
    };
    const release = () => {
      held = Math.max(0, held - 1);
    };
    el.addEventListener('pointerenter', hold);
    el.addEventListener('pointerleave', release);
    el.addEventListener('focusin', hold);
    el.addEventListener('focusout', release);
    const timer = setInterval(() => {
      if (visible && held === 0 && !document.hidden) step(1);
    }, autoplayMs);
    return () => {
      clearInterval(timer);
      stopObserving();
      el.removeEventListener('pointerenter', hold);
      el.removeEventListener('pointerleave', release);
      el.removeEventListener('focusin', hold);
      el.removeEventListener('focusout', release);
    };
  }, [autoplayMs, reducedMotion, step]);

  // "Next" sits at the end of the track: on the right in English, on the left on a right-to-left page, where
  // its chevron points left and the slides scroll in from the left.
  const arrow = (direction: 1 | -1) => (
    <button
      type="button"
      aria-controls={trackId}
      aria-label={direction === 1 ? labels.next : labels.previous}
      disabled={!loop && (direction === 1 ? ends.atEnd : ends.atStart)}
      onClick={() => step(direction)}
      className={`absolute top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-navy-800 shadow-md hover:bg-white disabled:pointer-events-none disabled:opacity-0 ${
        direction === 1 ? 'end-2' : 'start-2'
      }`}
    >
      <ChevronDownIcon
        className={`h-5 w-5 ${direction === 1 ? '-rotate-90 rtl:rotate-90' : 'rotate-90 rtl:-rotate-90'}`}
      />
    </button>
  );

  return (
    <div ref={root} className="relative">
      <ul
        id={trackId}
        ref={track}
        className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((item, index) => (
          <li key={itemKey(item, index)} className={`shrink-0 snap-start ${slideClassName}`}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      {arrow(-1)}
      {arrow(1)}
    </div>
  );
}

/**
 * The track as it stands. On a right-to-left page the first slide is on the right and scrollLeft runs from 0
 * down to negative values (every current browser), which the step logic allows for.
 */
function measure(el: HTMLUListElement): CarouselMeasure {
  const first = el.children[0] as HTMLElement | undefined;
  const second = el.children[1] as HTMLElement | undefined;
  return {
    scrollLeft: el.scrollLeft,
    clientWidth: el.clientWidth,
    scrollWidth: el.scrollWidth,
    slideWidth: first && second ? Math.abs(second.offsetLeft - first.offsetLeft) : el.clientWidth,
    rtl: getComputedStyle(el).direction === 'rtl',
  };
}
