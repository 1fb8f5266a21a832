import type { ArtKind } from './seed-types';
import {
  circle,
  ellipse,
  mix,
  mixHex,
  n,
  type Pt,
  parseHex,
  path,
  pt,
  type Rgb,
  starPath,
  svg,
  toHex,
} from './svg-kit';

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
  /** Laces, buttons and panels that are white unless the product itself is near white. */
  trim: string;
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
  const bg = light ? mix([230, 233, 238], c, 0.25) : mix(c, WHITE, 0.87);
  return {
    base: toHex(c),
    shade: toHex(mix(c, BLACK, light ? 0.1 : 0.22)),
    hi: toHex(mix(c, WHITE, 0.3)),
    pale: toHex(light ? mix(c, outline, 0.35) : mix(c, WHITE, 0.5)),
    line: toHex(outline),
    trim: light ? '#C9CFD8' : '#FFFFFF',
    seam: toHex(dark ? mix(c, WHITE, 0.35) : light ? mix(c, outline, 0.6) : mix(c, BLACK, 0.3)),
    bg: toHex(bg),
    shadow: toHex(mix(bg, BLACK, 0.09)),
  };
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

function stitch(d: string, color: string): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="3" stroke-dasharray="8 7"/>`;
}

function seam(d: string, color: string, width = 4): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"/>`;
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
  return mirrored(stitch('M520 302L462 334', p.seam));
}

function cuffs(p: Palette): string {
  return mirrored(seam('M534 514L472 526', p.seam));
}

function tshirt(p: Palette, view: number): string {
  const body =
    garment(topPath('short', false), p) + shortSleeveHems(p) + stitch('M166 596Q300 612 434 596', p.seam);
  if (view === 0) {
    return (
      body +
      path('M246 172Q300 160 354 172C338 214 262 214 246 172Z', p.shade) +
      seam('M238 176C258 232 342 232 362 176', p.seam) +
      path(starPath(300, 380, 62), p.pale, ' stroke="none"')
    );
  }
  return (
    body +
    seam('M244 172Q300 192 356 172', p.seam) +
    `<rect x="286" y="180" width="28" height="18" rx="3" fill="#FFF"/>`
  );
}

function hoodie(p: Palette, view: number): string {
  const rib = seam('M166 580Q300 594 434 580', p.seam) + cuffs(p);
  if (view === 0) {
    const strings = mirrored(
      `<path d="M282 252L276 350" fill="none" stroke="${p.trim}" stroke-width="7"/>` +
        `<rect x="268" y="346" width="14" height="22" rx="5" fill="${SILVER}"/>`,
    );
    return (
      path('M222 230Q200 96 300 88Q400 96 378 230Z', p.base) +
      garment(topPath('long', false), p) +
      rib +
      path('M248 214Q240 120 300 116Q360 120 352 214Q330 268 300 272Q270 268 248 214Z', p.shade) +
      strings +
      path('M214 450L386 450L420 572L180 572Z', p.base) +
      seam('M214 450L180 572M386 450L420 572', p.seam, 6)
    );
  }
  return (
    garment(topPath('long', false), p) +
    rib +
    path('M232 174Q214 320 300 352Q386 320 368 174Q300 192 232 174Z', p.base) +
    stitch('M300 190L300 344', p.seam)
  );
}

function shirt(p: Palette, view: number): string {
  const body = garment(topPath('long', true), p) + cuffs(p) + stitch('M168 626Q300 676 432 626', p.seam);
  if (view === 0) {
    const buttons = [250, 320, 390, 460, 530, 600].map((y) => circle(300, y, 8, '#FFF')).join('');
    return (
      body +
      path('M246 172Q300 160 354 172L300 218Z', p.shade) +
      seam('M300 218L300 652M284 218L284 648', p.seam, 3) +
      buttons +
      path('M378 292L442 292L442 350L410 366L378 350Z', p.base) +
      seam('M378 306L442 306', p.seam, 3) +
      mirrored(path('M300 222L356 168Q378 196 364 246Z', p.hi))
    );
  }
  return (
    body +
    path('M244 172Q300 160 356 172L358 188Q300 176 242 188Z', p.hi) +
    seam('M178 252Q300 276 422 252', p.seam) +
    stitch('M300 262L300 640', p.seam)
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

const PANTS: LegSpec = { top: 130, hip: 320, crotch: 380, end: 700, outer: 448, inner: 312 };
const SHORTS: LegSpec = { top: 200, hip: 360, crotch: 420, end: 560, outer: 478, inner: 306 };

function bottomsPath(s: LegSpec): string {
  return symPath(
    [300, s.top],
    [
      { to: [428, s.top] },
      { c1: [450, s.top + 90], to: [456, s.hip] },
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
    seam(`M172 ${band}L428 ${band}`, p.seam) +
    stitch(
      `M${s.outer - 4} ${hem}L${s.inner + 2} ${hem}M${W - s.outer + 4} ${hem}L${W - s.inner - 2} ${hem}`,
      p.seam,
    ) +
    mirrored(`<rect x="354" y="${s.top - 6}" width="16" height="52" rx="5" fill="${p.base}"/>`);
  if (view === 0) {
    return (
      common +
      mirrored(seam(`M372 ${band}Q382 ${band + 70} 444 ${band + 86}`, p.seam)) +
      stitch(`M318 ${band}L318 ${band + 110}Q318 ${band + 132} 300 ${band + 138}`, p.seam) +
      circle(300, s.top + 19, 9, SILVER)
    );
  }
  const py = band + 60;
  return (
    common +
    seam(`M182 ${band + 40}Q300 ${band + 64} 418 ${band + 40}`, p.seam) +
    mirrored(path(`M332 ${py}L412 ${py - 4}L412 ${py + 72}L374 ${py + 92}L334 ${py + 74}Z`, p.hi)) +
    `<rect x="288" y="${s.top + 8}" width="24" height="16" rx="3" fill="#FFF"/>`
  );
}

function skirt(p: Palette, view: number): string {
  const d = symPath(
    [300, 200],
    [
      { to: [396, 200] },
      { to: [400, 250] },
      { c1: [452, 400], to: [494, 590] },
      { c1: [400, 626], to: [300, 628] },
    ],
  );
  const pleats = mirrored(seam('M340 250L374 616M380 250L448 600', p.seam, 3));
  const common =
    garment(d, p) + seam('M200 250L400 250', p.seam) + pleats + stitch('M112 560Q300 600 488 560', p.seam);
  if (view === 0) {
    return (
      common +
      path('M236 226Q196 190 196 222Q196 254 236 226Q276 190 276 222Q276 254 236 226Z', p.pale) +
      circle(236, 226, 9, p.pale)
    );
  }
  return (
    common +
    seam('M300 206L300 330', p.seam, 3) +
    `<rect x="292" y="204" width="16" height="26" rx="4" fill="${SILVER}"/>`
  );
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
  const gathers = mirrored(seam('M334 384Q344 520 360 686M364 384Q400 510 440 674', p.seam, 3));
  const common =
    garment(d, p) +
    gathers +
    stitch('M104 640Q300 690 496 640', p.seam) +
    path('M216 344L384 344L386 384L214 384Z', p.shade);
  if (view === 0) {
    return (
      common +
      mirrored(path('M300 176Q326 166 352 156Q376 176 366 204Q342 226 300 210Z', '#FFF')) +
      bow(300, 364, 0.7, p.pale)
    );
  }
  const buttons = [196, 246, 296].map((y) => circle(300, y, 8, '#FFF')).join('');
  return common + seam('M246 156Q300 176 354 156', p.seam) + buttons + bow(300, 370, 1.1, p.pale);
}

function set(p: Palette, view: number): string {
  const top = tshirt(p, view);
  const shorts = bottoms(p, view, SHORTS);
  if (view === 0) {
    return group('translate(96 284) scale(.68)', shorts) + group('translate(96 18) scale(.68)', top);
  }
  return group('translate(-24 150) scale(.64)', top) + group('translate(250 180) scale(.64)', shorts);
}

/** A strap drawn as an outlined thick stroke. */
function band(d: string, width: number, p: Palette, fill: string): string {
  return (
    `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="${width + 10}"/>` +
    `<path d="${d}" fill="none" stroke="${fill}" stroke-width="${width}"/>`
  );
}

/** Side profile, toe to the right, ground at y=590. */
function sneakerSide(p: Palette): string {
  const laces = [0, 1, 2, 3]
    .map((i) => {
      const x = 282 + i * 44;
      const y = 335 + i * 20;
      return band(`M${x - 10} ${y + 26}L${x + 14} ${y - 6}`, 7, p, p.trim);
    })
    .join('');
  return (
    path('M246 356L258 292Q280 266 306 284L312 350Z', p.hi) +
    path('M108 524L98 402Q96 344 146 336Q200 362 252 352L272 330Q370 374 470 420Q530 448 526 524Z', p.base) +
    path('M108 524L103 440Q150 426 170 470L176 524Z', p.shade) +
    path('M410 524Q414 452 470 420Q530 448 526 524Z', p.hi) +
    stitch('M246 384Q340 426 430 450', p.seam) +
    path(starPath(226, 452, 32), p.pale, ' stroke="none"') +
    laces +
    path('M80 520L538 520Q554 552 528 590L102 590Q72 582 80 520Z', p.trim) +
    seam('M88 556L540 556', p.line, 3)
  );
}

const FOOT =
  'M400 146C462 146 488 200 490 270C492 350 470 400 470 470C470 560 478 700 400 704C326 700 334 580 332 500C330 420 310 360 312 270C314 200 338 146 400 146Z';
const INSET = 'translate(400 430) scale(.9) translate(-400 -430)';

/** Top-down right shoe; mirrored for the left one. */
function sneakerTop(p: Palette): string {
  const laces = [360, 396, 432, 468].map((y) => band(`M364 ${y}L436 ${y}`, 8, p, p.trim)).join('');
  return (
    path(FOOT, p.trim) +
    group(INSET, path(FOOT, p.base)) +
    path('M400 176C446 178 464 210 468 262Q400 240 332 262C336 210 354 178 400 176Z', p.hi) +
    ellipse(400, 590, 56, 74, p.shade) +
    ellipse(400, 602, 40, 52, '#F3E9DC', ' stroke="none"') +
    `<rect x="364" y="320" width="72" height="240" rx="30" fill="${p.hi}"/>` +
    laces
  );
}

function sandalSide(p: Palette): string {
  const holes = [
    'M176 498L174 420Q174 412 184 412L250 406Q258 406 258 414L258 498Z',
    'M292 498L292 418Q330 420 368 432L318 498Z',
    'M350 498L402 444Q424 448 440 456L408 498Z',
    'M440 498L474 462Q494 468 504 478L496 498Z',
  ];
  return (
    path('M84 520L530 520Q546 546 524 584L100 584Q76 576 84 520Z', '#E9D7B9') +
    path('M96 520L526 520L522 506L100 506Z', '#F6EBDD') +
    path(
      'M110 508L104 420Q104 382 148 380L212 380Q268 396 306 398Q400 424 470 446Q528 466 528 508Z',
      p.base,
    ) +
    path(holes.join(''), '#F6EBDD') +
    band('M138 398Q240 374 330 374', 26, p, p.base) +
    circle(330, 374, 18, SILVER) +
    circle(330, 374, 8, p.base)
  );
}

function sandalTop(p: Palette): string {
  return (
    path(FOOT, '#E9D7B9') +
    group(INSET, path(FOOT, '#F6EBDD', ' stroke="none"')) +
    band('M340 566Q342 690 400 690Q460 690 464 566Z', 24, p, p.base) +
    path('M318 246Q400 222 484 246L486 304Q400 280 316 304Z', p.base) +
    path('M316 378Q400 354 478 378L476 432Q400 408 318 432Z', p.base) +
    `<rect x="468" y="370" width="46" height="66" rx="18" fill="${p.base}"/>` +
    stitch('M324 260Q400 238 478 260M330 392Q400 370 466 392', p.seam)
  );
}

function bootShape(p: Palette): string {
  const fluff = [0, 1, 2, 3, 4, 5]
    .map((i) => `Q${n(314 - i * 32.7)} 262 ${n(297.3 - i * 32.7)} 240`)
    .join('');
  const laces = [262, 296, 330, 364].map((y) => band(`M302 ${y}L330 ${y + 4}`, 6, p, p.trim)).join('');
  return (
    path(
      'M124 520L138 226Q140 200 166 200L300 200Q322 202 324 228L334 380Q360 418 434 436Q520 456 520 520Z',
      p.base,
    ) +
    path('M126 472L132 320Q170 320 178 372L182 520Z', p.shade) +
    path('M402 520Q410 444 460 444Q520 460 520 520Z', p.hi) +
    path('M296 236L324 236L334 384L306 386Z', p.shade) +
    laces +
    path(`M134 240L138 196Q140 170 168 170L300 170Q326 170 328 196L330 240${fluff}Z`, '#FFF8F0') +
    path('M112 518L532 518Q546 552 520 590L100 590Q90 552 112 518Z', DARK) +
    stitch('M120 536L524 536', GREY)
  );
}

/** Seen from above: the drawn right shoe plus its mirrored left twin. */
function topPair(right: string): string {
  return mirrored(group('translate(8 -25)', right));
}

function bootPair(p: Palette): string {
  const boot = bootShape(p);
  return (
    ellipse(320, 622, 250, 24, p.shadow, ' stroke="none"') +
    group('translate(120 -60) scale(.84)', boot) +
    group('translate(-40 30) scale(.96)', boot)
  );
}

function shoe(side: string, other: string, view: number, dy = -20): string {
  return view === 0 ? group(`translate(-24 ${dy}) scale(1.08)`, side) : other;
}

function teddyShape(p: Palette, muzzle: string): string {
  const eye = (x: number): string => circle(x, 250, 12, '#2B2326') + circle(x + 4, 246, 4, '#FFF');
  return (
    mirrored(ellipse(398, 440, 50, 84, p.base, ' transform="rotate(-30 398 440)"')) +
    ellipse(300, 500, 124, 138, p.base) +
    ellipse(300, 522, 74, 86, muzzle, ' stroke="none"') +
    mirrored(
      ellipse(386, 630, 66, 54, p.base) +
        ellipse(392, 636, 36, 30, muzzle, ' stroke="none"') +
        circle(210, 176, 48, p.base) +
        circle(210, 176, 26, muzzle, ' stroke="none"'),
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
  const muzzle = mixHex(p.base, '#FFF1DE', 0.6);
  const shape = teddyShape(p, muzzle);
  return view === 0 ? group('translate(0 20)', shape) : group('translate(-150 -40) scale(1.5)', shape);
}

function car(p: Palette, view: number): string {
  const wheel = (x: number): string =>
    circle(x, 524, 52, DARK) + circle(x, 524, 22, SILVER, ' stroke="none"');
  if (view === 0) {
    return (
      path(
        'M100 480Q94 420 146 412L214 402Q246 326 306 320L384 320Q428 324 456 398L494 406Q530 418 524 480Q522 518 500 520L110 520Q96 514 100 480Z',
        p.base,
      ) +
      path('M230 404Q254 344 300 340L320 340L320 404Z', GLASS) +
      path('M340 340L382 340Q410 344 430 404L340 404Z', GLASS) +
      seam('M330 404L330 500', p.seam, 3) +
      `<rect x="344" y="420" width="30" height="8" rx="4" fill="${p.seam}"/>` +
      path('M500 424Q520 430 522 454L500 452Z', SUN) +
      path('M102 432L122 430L120 458L100 460Z', '#F26B5B') +
      path('M96 500L530 500Q528 520 500 522L110 522Q96 516 96 500Z', p.shade) +
      wheel(190) +
      wheel(420)
    );
  }
  return (
    ellipse(300, 596, 220, 22, p.shadow, ' stroke="none"') +
    mirrored(`<rect x="398" y="470" width="58" height="120" rx="18" fill="${DARK}"/>`) +
    path(
      'M140 560L136 420Q140 392 174 386L206 290Q216 252 256 250L344 250Q384 252 394 290L426 386Q460 392 464 420L460 560Q456 580 430 580L170 580Q144 580 140 560Z',
      p.base,
    ) +
    path('M222 380L238 300Q246 276 268 276L332 276Q354 276 362 300L378 380Z', GLASS) +
    path('M250 352L300 290L318 290L268 352Z', '#FFF', ' stroke="none" opacity=".6"') +
    mirrored(circle(408, 450, 26, SUN) + path('M440 372L476 360Q488 370 476 388L448 392Z', p.base)) +
    `<rect x="244" y="430" width="112" height="50" rx="14" fill="${p.shade}"/>` +
    seam('M266 440L266 470M288 440L288 470M312 440L312 470M334 440L334 470', p.seam, 4) +
    `<rect x="150" y="512" width="300" height="30" rx="15" fill="${SILVER}"/>`
  );
}

/** Isometric rounded cube with a symbol on each visible face; `s` is the edge length. */
function cube(
  cx: number,
  y: number,
  s: number,
  p: Palette,
  tint: string,
  symbols: readonly string[],
): string {
  const k = 0.866;
  const face = (m: string, fill: string, symbol: string): string =>
    group(m, `<rect x="4" y="4" width="${s - 8}" height="${s - 8}" rx="${s / 8}" fill="${fill}"/>${symbol}`);
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
  const tint = mixHex(p.base, '#FFFFFF', 0.12);
  if (view === 0) {
    return (
      cube(240, 305, 140, p, tint, [CIRCLE_MARK, HEART_MARK, starPath(50, 50, 30)]) +
      cube(240, 165, 140, p, tint, [HEART_MARK, TRIANGLE_MARK, CIRCLE_MARK]) +
      cube(361, 375, 140, p, tint, [starPath(50, 50, 30), CIRCLE_MARK, TRIANGLE_MARK])
    );
  }
  return (
    cube(300, 170, 240, p, tint, [starPath(50, 50, 30), HEART_MARK, CIRCLE_MARK]) +
    cube(470, 480, 90, p, tint, [CIRCLE_MARK, TRIANGLE_MARK, HEART_MARK])
  );
}

function ball(p: Palette, view: number): string {
  const shine = path('M190 330Q210 260 280 236Q230 280 218 340Z', '#FFF', ' stroke="none" opacity=".55"');
  if (view === 0) {
    const panel =
      ellipse(300, 420, 100, 200, p.trim) +
      path('M300 220Q520 420 300 620', 'none', ` stroke="${p.seam}" stroke-width="3"`) +
      ellipse(300, 234, 30, 12, p.shade);
    return circle(300, 420, 200, p.base) + group('rotate(-24 300 420)', panel) + shine;
  }
  const rim = (a: number): string => pt([300 + 200 * Math.cos(a), 420 + 200 * Math.sin(a)]);
  const wedges = [0, 2, 4]
    .map((i) => {
      const a = (i * Math.PI) / 3 + 0.35;
      return `M300 420L${rim(a)}A200 200 0 0 1 ${rim(a + Math.PI / 3)}Z`;
    })
    .join('');
  return circle(300, 420, 200, p.base) + path(wedges, p.trim) + circle(300, 420, 38, p.shade) + shine;
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
    seam('M212 500L388 500', p.seam, 5) +
    path('M236 300Q230 360 240 470', 'none', ` stroke="${p.hi}" stroke-width="14" stroke-linecap="round"`)
  );
}

function rocket(p: Palette, view: number): string {
  if (view === 0) return rocketShape(p);
  const puffs: [number, number, number][] = [
    [150, 650, 44],
    [206, 690, 36],
    [104, 700, 30],
  ];
  const clouds = puffs.map(([x, y, r]) => circle(x, y, r, '#FFF', ' stroke="none"')).join('');
  const sparkles = path(
    starPath(470, 170, 22) + starPath(130, 250, 14) + starPath(500, 560, 12),
    SUN,
    ' stroke="none"',
  );
  return clouds + sparkles + group('rotate(32 300 400)', rocketShape(p));
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
    stitch('M200 548Q300 574 400 548', p.seam) +
    mirrored(path('M300 316Q320 304 346 314Q350 340 326 348Q306 344 300 330Z', '#FFF')) +
    [380, 430, 480].map((y) => circle(300, y, 8, '#FFF')).join('') +
    circle(300, 222, 94, SKIN) +
    path('M206 222Q208 128 300 124Q392 128 394 222Q356 160 300 166Q262 182 206 222Z', HAIR) +
    mirrored(
      circle(336, 234, 10, '#2B2326', ' stroke="none"') +
        circle(352, 264, 14, '#FF9A8B', ' stroke="none" opacity=".7"'),
    ) +
    path('M282 270Q300 286 318 270', 'none', ' stroke="#B5524A" stroke-width="5"')
  );
}

function doll(p: Palette, view: number): string {
  return view === 0
    ? group('translate(0 20)', dollShape(p))
    : group('translate(-150 -120) scale(1.5)', dollShape(p));
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
  sneaker: (p, view) => shoe(sneakerSide(p), topPair(sneakerTop(p)), view),
  sandal: (p, view) => shoe(sandalSide(p), topPair(sandalTop(p)), view, -70),
  boot: (p, view) => shoe(bootShape(p), bootPair(p), view),
  teddy,
  car,
  blocks,
  ball,
  rocket,
  doll,
};

const FLOOR: Partial<Record<ArtKind, number>> = {
  sneaker: 624,
  sandal: 572,
  boot: 624,
  teddy: 730,
  car: 580,
  blocks: 652,
  ball: 650,
  doll: 740,
};

function frame(bg: string, body: string): string {
  return svg(W, H, `<rect width="${W}" height="${H}" fill="${bg}"/>${body}`);
}

export function drawProductSvg(kind: ArtKind, colorHex: string, view: number): string {
  const p = palette(colorHex);
  const v = view === 1 ? 1 : 0;
  const floorY = FLOOR[kind];
  const floor = floorY !== undefined && v === 0 ? ellipse(300, floorY, 220, 24, p.shadow) : '';
  const art = `<g stroke="${p.line}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">${DRAW[kind](p, v)}</g>`;
  return frame(p.bg, floor + art);
}
