import { describe, expect, it } from 'vitest';
import {
  type CarouselMeasure,
  carouselEnds,
  currentSlide,
  scrollTarget,
  slideScrollLeft,
} from './scroll-carousel-steps';

// 10 slides of 100 px, 4 in view: the track scrolls from 0 to 600.
const at = (scrollLeft: number): CarouselMeasure => ({
  scrollLeft,
  clientWidth: 400,
  scrollWidth: 1000,
  slideWidth: 100,
});

// The same track on a right-to-left page: its first slide on the right, scrollLeft from 0 down to -600.
const rtlAt = (scrollLeft: number): CarouselMeasure => ({ ...at(scrollLeft), rtl: true });

describe('scrollTarget', () => {
  it('steps one slide forward and back', () => {
    expect(scrollTarget(at(0), 1, false)).toBe(100);
    expect(scrollTarget(at(300), -1, false)).toBe(200);
  });

  it('steps from the nearest slide when the track rests between two', () => {
    expect(scrollTarget(at(240), 1, false)).toBe(300);
  });

  it('goes round past the ends only when it loops', () => {
    expect(scrollTarget(at(600), 1, true)).toBe(0);
    expect(scrollTarget(at(0), -1, true)).toBe(600);
    expect(scrollTarget(at(600), 1, false)).toBeNull();
    expect(scrollTarget(at(0), -1, false)).toBeNull();
  });

  it('never scrolls past the last full view', () => {
    expect(scrollTarget(at(550), 1, false)).toBe(600);
  });

  it('does nothing when every slide fits', () => {
    expect(
      scrollTarget({ scrollLeft: 0, clientWidth: 400, scrollWidth: 400, slideWidth: 200 }, 1, true),
    ).toBeNull();
  });
});

describe('carouselEnds', () => {
  it('tells the ends apart, with a pixel of slack', () => {
    expect(carouselEnds(at(0.5))).toEqual({ atStart: true, atEnd: false });
    expect(carouselEnds(at(599.5))).toEqual({ atStart: false, atEnd: true });
    expect(carouselEnds(at(300))).toEqual({ atStart: false, atEnd: false });
  });
});

describe('currentSlide', () => {
  it('names the slide at the start of the view, rounding to the nearest', () => {
    expect(currentSlide(at(0))).toBe(0);
    expect(currentSlide(at(240))).toBe(2);
    expect(currentSlide(at(260))).toBe(3);
  });
});

describe('on a right-to-left page', () => {
  it('steps to the next slide leftwards (a more negative scrollLeft) and back', () => {
    expect(scrollTarget(rtlAt(0), 1, false)).toBe(-100);
    expect(scrollTarget(rtlAt(-300), 1, false)).toBe(-400);
    expect(scrollTarget(rtlAt(-300), -1, false)).toBe(-200);
    expect(scrollTarget(rtlAt(-240), 1, false)).toBe(-300);
  });

  it('goes round past the ends only when it loops', () => {
    expect(scrollTarget(rtlAt(-600), 1, true)).toBe(0);
    expect(scrollTarget(rtlAt(0), -1, true)).toBe(-600);
    expect(scrollTarget(rtlAt(-600), 1, false)).toBeNull();
    expect(scrollTarget(rtlAt(0), -1, false)).toBeNull();
  });

  it('never scrolls past the last full view, nor back past the first slide', () => {
    expect(scrollTarget(rtlAt(-550), 1, false)).toBe(-600);
    expect(scrollTarget(rtlAt(-60), -1, false)).toBe(0);
  });

  it('tells the ends apart and names the slide in view', () => {
    expect(carouselEnds(rtlAt(-0.5))).toEqual({ atStart: true, atEnd: false });
    expect(carouselEnds(rtlAt(-599.5))).toEqual({ atStart: false, atEnd: true });
    expect(currentSlide(rtlAt(-260))).toBe(3);
  });

  it('brings a chosen slide into view leftwards', () => {
    expect(slideScrollLeft({ slideWidth: 100 }, 2)).toBe(200);
    expect(slideScrollLeft({ slideWidth: 100, rtl: true }, 2)).toBe(-200);
    expect(slideScrollLeft({ slideWidth: 100, rtl: true }, 0)).toBe(0);
  });
});
