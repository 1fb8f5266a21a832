import type { ArtKind } from './seed-types';

type Rgb = readonly [number, number, number];
type Pt = readonly [number, number];
/** A path segment: a line without controls, a quadratic curve with `c1`, a cubic curve with both. */
interface Seg {
  to: Pt;
  c1?: Pt;
  c2?: Pt;
}

interface Palette {
  base: string;
  shade: string;
  hi: string;
  /** Prints and trims that must contrast with `base`. */
  pale: string;
  line: string;
  /** Stitching drawn on top of `base`. */
  seam: string;
  bg: string;
  shadow: string;
}

const W = 600;
const H = 800;
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const DARK = '#3A3F4B';
const GREY = '#9AA3AF';
const SILVER = '#D7DCE2';
const GLASS = '#CDEBF8';
const SUN = '#FFC94D';
const SKIN = '#F2C6A0';
const HAIR = '#6B4630';

function parseHex(hex: string): Rgb {
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

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function toHex(c: Rgb): string {
  return `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function luma(c: Rgb): number {
  return (0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]) / 255;
}

function palette(colorHex: string): Palette {
  const c = parseHex(colorHex);
  const l = luma(c);
  const light = l > 0.82;
  const dark = l < 0.22;
  const outline: Rgb = light ? [130, 138, 150] : mix(c, BLACK, 0.35);
  // A near-white tint would swallow a white product, so light colours sit on a cool grey instead.
  const bg = light ? mix(c, [201, 208, 218], 0.4) : mix(c, WHITE, 0.87);
  return {
    base: toHex(c),
    shade: toHex(mix(c, BLACK, light ? 0.1 : 0.22)),
    hi: toHex(mix(c, WHITE, 0.3)),
    pale: toHex(light ? mix(c, outline, 0.35) : mix(c, WHITE, 0.5)),
    line: toHex(outline),
    seam: toHex(dark ? mix(c, WHITE, 0.35) : light ? mix(c, outline, 0.6) : mix(c, BLACK, 0.3)),
    bg: toHex(bg),
    shadow: toHex(mix(bg, BLACK, 0.09)),
  };
}

function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

function pt(p: Pt): string {
  return `${n(p[0])} ${n(p[1])}`;
}

function segD(s: Seg): string {
  if (s.c1 && s.c2) return `C${pt(s.c1)} ${pt(s.c2)} ${pt(s.to)}`;
  if (s.c1) return `Q${pt(s.c1)} ${pt(s.to)}`;
  return `L${pt(s.to)}`;
}

function flip(p: Pt): Pt {
  return [W - p[0], p[1]];
}

/** Closed path from a right half outline: runs the half, then mirrors it back to the start. */
function symPath(start: Pt, segs: readonly Seg[]): string {
  const ends = [start, ...segs.map((s) => s.to)];
  const back: Seg[] = [];
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i];
    const to = ends[i];
    if (!s || !to) continue;
    const c1 = s.c2 ?? s.c1;
    const c2 = s.c2 ? s.c1 : undefined;
    back.push({ to: flip(to), c1: c1 && flip(c1), c2: c2 && flip(c2) });
  }
  const last = ends[ends.length - 1] ?? start;
  return `M${pt(start)}${segs.map(segD).join('')}L${pt(flip(last))}${back.map(segD).join('')}Z`;
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}

function stitch(d: string, p: Palette): string {
  return `<path d="${d}" fill="none" stroke="${p.seam}" stroke-width="3" stroke-dasharray="8 7"/>`;
}

function seam(d: string, p: Palette, width = 4): string {
  return `<path d="${d}" fill="none" stroke="${p.seam}" stroke-width="${width}"/>`;
}

function mirrored(markup: string): string {
  return `${markup}<g transform="matrix(-1 0 0 1 ${W} 0)">${markup}</g>`;
}

function group(transform: string, markup: string): string {
  return `<g transform="${transform}">${markup}</g>`;
}

/** Flat-lay garment: the silhouette with a soft drop shadow behind it. */
function garment(d: string, p: Palette): string {
  return path(d, p.shadow, ' stroke="none" transform="translate(8 12)"') + path(d, p.base);
}

function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(pt([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]));
  }
  return `M${pts.join('L')}Z`;
}

function topPath(sleeve: 'short' | 'long', curvedHem: boolean): string {
  const arm: Seg[] =
    sleeve === 'short'
      ? [{ to: [528, 318] }, { to: [470, 350] }, { to: [436, 302] }]
      : [{ to: [540, 548] }, { to: [478, 560] }, { to: [440, 318] }];
  return symPath(
    [300, 164],
    [
      { c1: [330, 163], to: [356, 170] },
      { to: [432, 196] },
      { c1: [472, 208], to: [492, 250] },
      ...arm,
      { c1: [432, 450], to: [440, 610] },
      curvedHem ? { c1: [390, 660], to: [300, 660] } : { c1: [372, 620], to: [300, 620] },
    ],
  );
}

function shortSleeveHems(p: Palette): string {
  return mirrored(stitch('M520 302L462 334', p));
}

function cuffs(p: Palette): string {
  return mirrored(seam('M534 514L472 526', p));
}

function tshirt(p: Palette, view: number): string {
  const body = garment(topPath('short', false), p) + shortSleeveHems(p) + stitch('M166 596Q300 612 434 596', p);
  if (view === 0) {
    return (
      body +
      path('M246 172Q300 160 354 172C338 214 262 214 246 172Z', p.shade) +
      seam('M238 176C258 232 342 232 362 176', p) +
      path(star(300, 380, 62), p.pale, ' stroke="none"')
    );
  }
  return body + seam('M244 172Q300 192 356 172', p) + `<rect x="286" y="180" width="28" height="18" rx="3" fill="#FFF"/>`;
}

function hoodie(p: Palette, view: number): string {
  const rib = seam('M166 580Q300 594 434 580', p) + cuffs(p);
  if (view === 0) {
    const strings = mirrored(
      `<path d="M284 236L276 340" fill="none" stroke="${p.pale}" stroke-width="7"/>` +
        `<rect x="268" y="336" width="14" height="22" rx="5" fill="${SILVER}"/>`,
    );
    return (
      path('M226 210Q214 84 300 76Q386 84 374 210Z', p.shade) +
      garment(topPath('long', false), p) +
      rib +
      path('M240 172Q300 150 360 172Q352 262 300 270Q248 262 240 172Z', p.shade) +
      path('M228 176Q236 282 300 292Q364 282 372 176Q356 180 350 190Q344 254 300 258Q256 254 250 190Q244 180 228 176Z', p.hi) +
      strings +
      path('M214 450L386 450L420 572L180 572Z', p.base) +
      seam('M214 450L180 572M386 450L420 572', p, 6)
    );
  }
  return (
    garment(topPath('long', false), p) +
    rib +
    path('M238 174Q224 330 300 352Q376 330 362 174Q300 190 238 174Z', p.hi) +
    seam('M300 190L300 350', p)
  );
}

function shirt(p: Palette, view: number): string {
  const body = garment(topPath('long', true), p) + cuffs(p) + stitch('M168 626Q300 676 432 626', p);
  if (view === 0) {
    const buttons = [250, 320, 390, 460, 530, 600].map((y) => circle(300, y, 8, '#FFF')).join('');
    return (
      body +
      path('M246 172Q300 160 354 172L300 218Z', p.shade) +
      seam('M300 218L300 652M284 218L284 648', p, 3) +
      buttons +
      path('M378 292L442 292L442 350L410 366L378 350Z', p.base) +
      seam('M378 306L442 306', p, 3) +
      mirrored(path('M300 222L356 168Q378 196 364 246Z', p.hi))
    );
  }
  return (
    body +
    path('M244 172Q300 160 356 172L358 188Q300 176 242 188Z', p.hi) +
    seam('M178 252Q300 276 422 252', p) +
    stitch('M300 262L300 640', p)
  );
}

interface LegSpec {
  top: number;
  hip: number;
  crotch: number;
  end: number;
  outer: number;
  inner: number;
}

const PANTS: LegSpec = { top: 130, hip: 320, crotch: 380, end: 700, outer: 436, inner: 312 };
const SHORTS: LegSpec = { top: 200, hip: 360, crotch: 420, end: 560, outer: 478, inner: 306 };

function bottomsPath(s: LegSpec): string {
  return symPath(
    [300, s.top],
    [
      { to: [420, s.top] },
      { c1: [440, s.top + 90], to: [446, s.hip] },
      { to: [s.outer, s.end] },
      { to: [s.inner, s.end] },
      { to: [300, s.crotch] },
    ],
  );
}

function bottoms(p: Palette, view: number, s: LegSpec): string {
  const band = s.top + 38;
  const hem = s.end - 22;
  const common =
    garment(bottomsPath(s), p) +
    seam(`M180 ${band}L420 ${band}`, p) +
    stitch(`M${s.outer - 4} ${hem}L${s.inner + 2} ${hem}M${W - s.outer + 4} ${hem}L${W - s.inner - 2} ${hem}`, p) +
    mirrored(`<rect x="354" y="${s.top - 6}" width="16" height="52" rx="5" fill="${p.base}"/>`);
  if (view === 0) {
    return (
      common +
      mirrored(seam(`M372 ${band}Q382 ${band + 70} 444 ${band + 86}`, p)) +
      stitch(`M318 ${band}L318 ${band + 110}Q318 ${band + 132} 300 ${band + 138}`, p) +
      circle(300, s.top + 19, 9, SILVER)
    );
  }
  const py = band + 60;
  return (
    common +
    seam(`M182 ${band + 40}Q300 ${band + 64} 418 ${band + 40}`, p) +
    mirrored(path(`M332 ${py}L412 ${py - 4}L412 ${py + 72}L374 ${py + 92}L334 ${py + 74}Z`, p.hi)) +
    `<rect x="288" y="${s.top + 8}" width="24" height="16" rx="3" fill="#FFF"/>`
  );
}

function skirt(p: Palette, view: number): string {
  const d = symPath(
    [300, 200],
    [{ to: [396, 200] }, { to: [400, 250] }, { c1: [452, 400], to: [494, 590] }, { c1: [400, 626], to: [300, 628] }],
  );
  const pleats = mirrored(seam('M340 250L374 616M380 250L448 600', p, 3));
  const common = garment(d, p) + seam('M200 250L400 250', p) + pleats + stitch('M112 560Q300 600 488 560', p);
  if (view === 0) {
    return (
      common +
      path('M236 226Q196 190 196 222Q196 254 236 226Q276 190 276 222Q276 254 236 226Z', p.pale) +
      circle(236, 226, 9, p.pale)
    );
  }
  return common + seam('M300 206L300 330', p, 3) + `<rect x="292" y="204" width="16" height="26" rx="4" fill="${SILVER}"/>`;
}

function bow(cx: number, cy: number, s: number, fill: string): string {
  return group(
    `translate(${cx} ${cy}) scale(${s})`,
    path('M0 0Q-50 -40 -56 -6Q-56 30 0 0Q50 -40 56 -6Q56 30 0 0Z', fill) +
      path('M-6 4L-26 62L-8 56L2 8ZM6 4L26 62L8 56L-2 8Z', fill) +
      circle(0, 0, 11, fill),
  );
}

function dress(p: Palette, view: number): string {
  const d = symPath(
    [300, 150],
    [
      { c1: [330, 149], to: [354, 156] },
      { to: [398, 176] },
      { c1: [444, 188], to: [454, 238] },
      { c1: [430, 262], to: [404, 264] },
      { c1: [386, 320], to: [384, 362] },
      { c1: [444, 480], to: [500, 664] },
      { c1: [400, 700], to: [300, 700] },
    ],
  );
  const gathers = mirrored(seam('M334 384Q344 520 360 686M364 384Q400 510 440 674', p, 3));
  const common =
    garment(d, p) +
    gathers +
    stitch('M104 640Q300 690 496 640', p) +
    path('M216 344L384 344L386 384L214 384Z', p.shade);
  if (view === 0) {
    return (
      common +
      mirrored(path('M300 176Q326 166 352 156Q376 176 366 204Q342 226 300 210Z', '#FFF')) +
      bow(300, 364, 0.7, p.pale)
    );
  }
  const buttons = [196, 246, 296].map((y) => circle(300, y, 8, '#FFF')).join('');
  return common + seam('M246 156Q300 176 354 156', p) + buttons + bow(300, 370, 1.1, p.pale);
}

function set(p: Palette, view: number): string {
  const top = group('translate(60 40) scale(.6)', tshirt(p, view));
  const shorts = group('translate(170 340) scale(.6)', bottoms(p, view, SHORTS));
  return view === 0 ? shorts + top : top.replace('translate(60 40)', 'translate(180 30)') + shorts.replace('translate(170 340)', 'translate(50 330)');
}

/** Side profile, toe to the right, ground at y=580. */
function sneakerShape(p: Palette): string {
  const laces = [0, 1, 2, 3]
    .map((i) => {
      const x = 312 + i * 30;
      const y = 318 + i * 24;
      return `<path d="M${x - 16} ${y - 8}L${x + 18} ${y + 20}" stroke="${p.line === '#828A96' ? SILVER : '#FFF'}" stroke-width="8"/>`;
    })
    .join('');
  return (
    path('M276 304Q300 250 338 268L350 330L300 340Z', p.hi) +
    path('M112 524L100 398Q98 344 150 336Q206 366 258 352L292 310L348 318Q420 396 482 432Q530 460 522 524Z', p.base) +
    path('M112 524L104 430Q150 424 168 470L176 524Z', p.shade) +
    path('M420 524Q424 460 478 432Q530 460 522 524Z', p.hi) +
    seam('M180 470Q280 430 380 470', p, 5) +
    laces +
    path('M84 516L534 516Q550 548 522 584L100 584Q74 576 84 516Z', '#FFF') +
    seam('M92 552L532 552', p, 3)
  );
}

function sandalShape(p: Palette): string {
  return (
    path('M150 400Q230 380 310 396L300 430Q230 420 160 430Z', p.shade) +
    path('M84 520L530 520Q546 544 524 580L100 580Q76 572 84 520Z', '#E9D7B9') +
    path('M96 520L520 520L516 506L100 506Z', p.shade) +
    path('M106 506L100 410Q104 372 150 372L174 372Q186 440 218 506Z', p.base) +
    path('M150 372L336 350Q352 360 344 384L164 410Z', p.base) +
    path('M246 396L292 390L286 506L244 506Z', p.base) +
    path('M362 506Q370 430 440 420Q510 432 524 506Z', p.base) +
    stitch('M380 496Q392 446 440 438Q496 448 506 496', p) +
    circle(318, 370, 16, SILVER) +
    circle(318, 370, 7, p.base)
  );
}

function bootShape(p: Palette): string {
  const hooks = [0, 1, 2, 3].map((i) => circle(318 + i * 6, 262 + i * 38, 7, SILVER)).join('');
  return (
    path('M124 520L138 226Q140 200 166 200L300 200Q322 202 324 228L334 380Q360 418 434 436Q520 456 520 520Z', p.base) +
    path('M126 472L132 320Q170 320 178 372L182 520Z', p.shade) +
    path('M402 520Q410 444 460 444Q520 460 520 520Z', p.hi) +
    path('M136 232L140 198Q142 172 170 172L298 172Q324 172 326 198L326 232Q290 248 232 236Q176 224 136 232Z', '#FFF8F0') +
    hooks +
    `<path d="M312 266L340 302M318 304L346 340M324 342L350 376" stroke="#FFF" stroke-width="6"/>` +
    path('M112 518L532 518Q546 552 520 590L100 590Q90 552 112 518Z', DARK) +
    stitch('M120 536L524 536', { ...p, seam: GREY })
  );
}

function pair(shape: string): string {
  return group('translate(62 -70) scale(.9)', shape) + shape;
}

function shoe(shape: string, view: number): string {
  return view === 0 ? group('translate(0 40)', shape) : pair(shape);
}

function teddyShape(p: Palette, muzzle: string): string {
  const eye = (x: number): string => circle(x, 250, 12, '#2B2326') + circle(x + 4, 246, 4, '#FFF');
  return (
    mirrored(ellipse(398, 440, 50, 84, p.base, ' transform="rotate(-30 398 440)"')) +
    ellipse(300, 500, 124, 138, p.base) +
    ellipse(300, 522, 74, 86, muzzle, ' stroke="none"') +
    mirrored(
      ellipse(386, 630, 66, 54, p.base) + ellipse(392, 636, 36, 30, muzzle, ' stroke="none"') + circle(210, 176, 48, p.base) + circle(210, 176, 26, muzzle, ' stroke="none"'),
    ) +
    circle(300, 268, 118, p.base) +
    ellipse(300, 312, 56, 44, muzzle, ' stroke="none"') +
    path('M284 290Q300 282 316 290Q316 306 300 312Q284 306 284 290Z', '#2B2326') +
    `<path d="M300 312L300 326M284 332Q300 344 316 332" fill="none" stroke="#2B2326" stroke-width="4"/>` +
    eye(254) +
    eye(346) +
    bow(300, 388, 0.75, p.shade)
  );
}

function teddy(p: Palette, view: number): string {
  const muzzle = toHex(mix(parseHex(p.base), parseHex('#FFF1DE'), 0.6));
  const shape = teddyShape(p, muzzle);
  return view === 0 ? group('translate(0 20)', shape) : group('translate(-150 -40) scale(1.5)', shape);
}

function car(p: Palette, view: number): string {
  const wheel = (x: number): string => circle(x, 524, 52, DARK) + circle(x, 524, 22, SILVER, ' stroke="none"');
  if (view === 0) {
    return (
      path('M100 480Q94 420 146 412L214 402Q246 326 306 320L384 320Q428 324 456 398L494 406Q530 418 524 480Q522 518 500 520L110 520Q96 514 100 480Z', p.base) +
      path('M230 404Q254 344 300 340L320 340L320 404Z', GLASS) +
      path('M340 340L382 340Q410 344 430 404L340 404Z', GLASS) +
      seam('M330 404L330 500', p, 3) +
      `<rect x="344" y="420" width="30" height="8" rx="4" fill="${p.seam}"/>` +
      path('M500 424Q520 430 522 454L500 452Z', SUN) +
      path('M102 432L122 430L120 458L100 460Z', '#F26B5B') +
      path('M96 500L530 500Q528 520 500 522L110 522Q96 516 96 500Z', p.shade) +
      wheel(190) +
      wheel(420)
    );
  }
  return (
    mirrored(`<rect x="398" y="470" width="58" height="120" rx="18" fill="${DARK}"/>`) +
    path('M140 560L136 420Q140 392 174 386L206 290Q216 252 256 250L344 250Q384 252 394 290L426 386Q460 392 464 420L460 560Q456 580 430 580L170 580Q144 580 140 560Z', p.base) +
    path('M222 380L238 300Q246 276 268 276L332 276Q354 276 362 300L378 380Z', GLASS) +
    path('M250 352L300 290L318 290L268 352Z', '#FFF', ' stroke="none" opacity=".6"') +
    mirrored(circle(408, 450, 26, SUN) + path('M440 372L476 360Q488 370 476 388L448 392Z', p.base)) +
    `<rect x="244" y="430" width="112" height="50" rx="14" fill="${p.shade}"/>` +
    seam('M266 440L266 470M288 440L288 470M312 440L312 470M334 440L334 470', p, 4) +
    `<rect x="150" y="512" width="300" height="30" rx="15" fill="${SILVER}"/>`
  );
}

/** Isometric rounded cube with a symbol on each visible face; `s` is the edge length. */
function cube(cx: number, y: number, s: number, p: Palette, tint: string, symbols: readonly string[]): string {
  const k = 0.866;
  const face = (m: string, fill: string, symbol: string): string =>
    group(m, `<rect x="4" y="4" width="${s - 8}" height="${s - 8}" rx="${s / 8}" fill="${fill}"/>` + symbol);
  const mark = (d: string): string => group(`scale(${s / 100})`, path(d, p.pale, ' stroke="none"'));
  return (
    face(`matrix(${k} .5 -${k} .5 ${cx} ${y})`, p.hi, mark(symbols[0] ?? '')) +
    face(`matrix(${k} .5 0 1 ${n(cx - k * s)} ${n(y + s / 2)})`, tint, mark(symbols[1] ?? '')) +
    face(`matrix(${k} -.5 0 1 ${cx} ${n(y + s)})`, p.shade, mark(symbols[2] ?? ''))
  );
}

const CIRCLE_MARK = 'M50 24A26 26 0 1 1 50 76A26 26 0 1 1 50 24Z';
const TRIANGLE_MARK = 'M50 22L80 74L20 74Z';
const HEART_MARK = 'M50 78L24 52Q12 36 28 26Q42 20 50 36Q58 20 72 26Q88 36 76 52Z';

function blocks(p: Palette, view: number): string {
  const tint = toHex(mix(parseHex(p.base), WHITE, 0.12));
  if (view === 0) {
    return (
      cube(208, 350, 150, p, tint, [star(50, 50, 30), CIRCLE_MARK, TRIANGLE_MARK]) +
      cube(392, 350, 150, p, tint, [CIRCLE_MARK, HEART_MARK, star(50, 50, 30)]) +
      cube(300, 180, 150, p, tint, [HEART_MARK, TRIANGLE_MARK, CIRCLE_MARK])
    );
  }
  return (
    cube(300, 170, 240, p, tint, [star(50, 50, 30), HEART_MARK, CIRCLE_MARK]) +
    cube(470, 480, 90, p, tint, [CIRCLE_MARK, TRIANGLE_MARK, HEART_MARK])
  );
}

function ball(p: Palette, view: number): string {
  const clip = '<clipPath id="b"><circle cx="300" cy="420" r="200"/></clipPath>';
  const shine = path('M190 330Q210 260 280 236Q230 280 218 340Z', '#FFF', ' stroke="none" opacity=".55"');
  if (view === 0) {
    return (
      `<defs>${clip}</defs>` +
      circle(300, 420, 200, p.base) +
      `<g clip-path="url(#b)" transform="rotate(-24 300 420)">${ellipse(300, 420, 100, 200, '#FFF')}${path('M300 220Q520 420 300 620', 'none', ` stroke="${p.seam}" stroke-width="3"`)}${ellipse(300, 222, 34, 14, p.shade)}</g>` +
      shine +
      circle(300, 420, 200, 'none')
    );
  }
  const wedges = [0, 2, 4]
    .map((i) => {
      const a = (i * Math.PI) / 3;
      const b = a + Math.PI / 3;
      return path(`M300 420L${pt([300 + 300 * Math.cos(a), 420 + 300 * Math.sin(a)])}L${pt([300 + 300 * Math.cos(b), 420 + 300 * Math.sin(b)])}Z`, '#FFF', ' stroke="none"');
    })
    .join('');
  return (
    `<defs>${clip}</defs>` +
    circle(300, 420, 200, p.base) +
    `<g clip-path="url(#b)">${group('rotate(20 300 420)', wedges)}</g>` +
    circle(300, 420, 38, p.shade) +
    shine +
    circle(300, 420, 200, 'none')
  );
}

function rocketShape(p: Palette): string {
  return (
    path('M230 560Q236 640 300 700Q364 640 370 560Z', SUN, ' stroke="none"') +
    path('M262 560Q268 620 300 654Q332 620 338 560Z', '#F26B5B', ' stroke="none"') +
    mirrored(path('M386 430Q450 460 462 592L384 556Z', p.shade)) +
    path('M300 126Q392 206 392 400L386 560L214 560L208 400Q208 206 300 126Z', p.base) +
    path('M300 126Q360 176 378 258Q300 276 222 258Q240 176 300 126Z', p.shade) +
    path('M240 560L236 592L364 592L360 560Z', GREY) +
    circle(300, 360, 54, '#FFF') +
    circle(300, 360, 36, GLASS) +
    path('M280 348Q288 330 306 328', 'none', ' stroke="#FFF" stroke-width="6"') +
    seam('M212 500L388 500', p, 5) +
    path('M236 300Q230 360 240 470', 'none', ` stroke="${p.hi}" stroke-width="14" stroke-linecap="round"`)
  );
}

function rocket(p: Palette, view: number): string {
  if (view === 0) return rocketShape(p);
  const puffs = [
    [150, 650, 44],
    [206, 690, 36],
    [104, 700, 30],
  ]
    .map(([x = 0, y = 0, r = 0]) => circle(x, y, r, '#FFF', ' stroke="none"'))
    .join('');
  const sparkles = path(star(470, 170, 22) + star(130, 250, 14) + star(500, 560, 12), SUN, ' stroke="none"');
  return puffs + sparkles + group('rotate(32 300 420) translate(0 -10) scale(1)', rocketShape(p));
}

function dollShape(p: Palette): string {
  return (
    mirrored(
      path('M372 330Q410 380 404 470', 'none', ` stroke="${p.line}" stroke-width="32"`) +
        path('M372 330Q410 380 404 470', 'none', ` stroke="${SKIN}" stroke-width="22"`) +
        `<rect x="318" y="560" width="34" height="100" rx="14" fill="${SKIN}"/>` +
        path('M316 626L354 626L356 662L314 662Z', '#FFF') +
        path('M312 650L364 650Q384 680 358 690L312 690Q300 670 312 650Z', '#2B2326') +
        path('M372 166Q440 190 420 300Q394 240 366 224Z', HAIR) +
        bow(404, 176, 0.55, p.base),
    ) +
    path('M260 312L340 312Q360 320 368 344L410 570Q300 600 190 570L232 344Q240 320 260 312Z', p.base) +
    stitch('M200 548Q300 574 400 548', p) +
    mirrored(path('M300 316Q320 304 346 314Q350 340 326 348Q306 344 300 330Z', '#FFF')) +
    [380, 430, 480].map((y) => circle(300, y, 8, '#FFF')).join('') +
    circle(300, 222, 94, SKIN) +
    path('M206 222Q208 128 300 124Q392 128 394 222Q356 160 300 166Q262 182 206 222Z', HAIR) +
    mirrored(circle(336, 234, 10, '#2B2326', ' stroke="none"') + circle(352, 264, 14, '#FF9A8B', ' stroke="none" opacity=".7"')) +
    path('M282 270Q300 286 318 270', 'none', ' stroke="#B5524A" stroke-width="5"')
  );
}

function doll(p: Palette, view: number): string {
  return view === 0 ? group('translate(0 20)', dollShape(p)) : group('translate(-150 -120) scale(1.5)', dollShape(p));
}

const DRAW: Record<ArtKind, (p: Palette, view: number) => string> = {
  tshirt,
  hoodie,
  shirt,
  pants: (p, view) => bottoms(p, view, PANTS),
  shorts: (p, view) => bottoms(p, view, SHORTS),
  skirt,
  dress,
  set,
  sneaker: (p, view) => shoe(sneakerShape(p), view),
  sandal: (p, view) => shoe(sandalShape(p), view),
  boot: (p, view) => shoe(bootShape(p), view),
  teddy,
  car,
  blocks,
  ball,
  rocket,
  doll,
};

const FLOOR: Partial<Record<ArtKind, number>> = {
  sneaker: 628,
  sandal: 626,
  boot: 630,
  teddy: 730,
  car: 580,
  blocks: 640,
  ball: 650,
  doll: 740,
};

function frame(bg: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${bg}"/>${body}</svg>`;
}

export function drawProductSvg(kind: ArtKind, colorHex: string, view: number): string {
  const p = palette(colorHex);
  const v = view === 1 ? 1 : 0;
  const floorY = FLOOR[kind];
  const floor = floorY !== undefined && v === 0 ? ellipse(300, floorY, 220, 24, p.shadow) : '';
  const art = `<g stroke="${p.line}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">${DRAW[kind](p, v)}</g>`;
  return frame(p.bg, floor + art);
}

export function placeholderSvg(): string {
  return frame(
    '#F1F2F4',
    '<g fill="none" stroke="#B8BEC8" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">' +
      '<rect x="180" y="290" width="240" height="200" rx="24"/><circle cx="348" cy="346" r="22"/>' +
      '<path d="M196 462L264 384L318 440L350 410L406 468"/></g>',
  );
}
