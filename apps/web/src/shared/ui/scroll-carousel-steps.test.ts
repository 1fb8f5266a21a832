import { describe, expect, it } from 'vitest';
import { type CarouselMeasure, carouselEnds, currentSlide, scrollTarget } from './scroll-carousel-steps';

// 10 slides of 100 px, 4 in view: the track scrolls from 0 to 600.
const at = (scrollLeft: number): CarouselMeasure => ({
  scrollLeft,
  clientWidth: 400,
  scrollWidth: 1000,
  slideWidth: 100,
});

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
