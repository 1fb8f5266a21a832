/**
 * String helpers shared by the two deterministic SVG generators: the seeded product images
 * (product-art.ts) and the home-page artwork (apps/web/scripts/generate-art.ts). Both rely on
 * redrawing byte-identical files, so a change to any output here changes every generated image.
 */

export type Rgb = readonly [number, number, number];
export type Pt = readonly [number, number];

/** Accepts `#abc` or `#aabbcc`, `#` optional; anything else becomes grey `#999999` rather than throwing. */
export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const digits = m?.[1] ?? '999999';
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  const v = Number.parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Blends `a` towards `b` by `t` (0..1), unrounded so that chained blends round only once, in `toHex`. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function toHex(c: Rgb): string {
  return `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** `mix` for hex strings; returns upper-case `#RRGGBB`. */
export function mixHex(a: string, b: string, t: number): string {
  return toHex(mix(parseHex(a), parseHex(b), t));
}

/** Rounds to one decimal to keep the markup short. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

export function pt(p: Pt): string {
  return `${n(p[0])} ${n(p[1])}`;
}

/** Path data for an upright five-pointed star; `inner` is the inner radius as a fraction of `r`. */
export function starPath(cx: number, cy: number, r: number, inner = 0.45): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * inner;
    pts.push(pt([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]));
  }
  return `M${pts.join('L')}Z`;
}

export function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}
