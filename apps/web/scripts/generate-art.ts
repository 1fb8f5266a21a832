/// <reference types="node" />
/**
 * Writes the store's artwork into apps/web/public/art/ as WebP pictures (apps/api/scripts/svg-to-webp.ts says
 * why not SVG), and the logo's SVG for the tab's icon.
 * Run from the repo root: npx tsx apps/web/scripts/generate-art.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { svgToWebp } from '../../api/scripts/svg-to-webp.ts';
import { circle, ellipse, mixHex, n, path, starPath, svg } from '../../api/src/db/seed/svg-kit.ts';

const CORAL = '#F26B5B';
const CORAL_L = '#FF9A8B';
const CORAL_XL = '#FFD9D2';
const NAVY = '#1E2A4A';
const CREAM = '#FFF8F0';
const MINT = '#2BB5A0';
const MINT_L = '#BFEDE4';
const SUN = '#FFC94D';
const SKY = '#8FD3F4';
const LILAC = '#C9B6F2';
const WHITE = '#FFFFFF';
const CONFETTI = [CORAL, CORAL_L, MINT, SUN, SKY, LILAC];

const shade = (c: string): string => mixHex(c, NAVY, 0.2);
const soft = (c: string): string => mixHex(c, CREAM, 0.6);

function line(d: string, stroke: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}"${extra}/>`;
}

/** Places a motif drawn around its own origin. */
function at(x: number, y: number, s: number, body: string, rot = 0): string {
  const r = rot ? ` rotate(${rot})` : '';
  const sc = s === 1 ? '' : ` scale(${s})`;
  return `<g transform="translate(${n(x)} ${n(y)})${r}${sc}">${body}</g>`;
}

function mirror(body: string): string {
  return `${body}<g transform="scale(-1 1)">${body}</g>`;
}

/** A touch plumper than the product-image stars (0.45). */
const STAR_INNER = 0.46;

function star(cx: number, cy: number, r: number, fill: string): string {
  return path(starPath(cx, cy, r, STAR_INNER), fill, ' stroke-linejoin="round"');
}

function heart(cx: number, cy: number, s: number, fill: string): string {
  return at(cx, cy, s, path('M0 14L-13 1Q-20 -7 -13 -13Q-6 -18 0 -9Q6 -18 13 -13Q20 -7 13 1Z', fill));
}

/** Deterministic pseudo-random numbers (mulberry32), so reruns give byte-identical files. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function confetti(seed: number, count: number, x: number, y: number, w: number, h: number): string {
  const next = random(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = x + next() * w;
    const cy = y + next() * h;
    const color = CONFETTI[Math.floor(next() * CONFETTI.length)] ?? CORAL;
    const kind = next();
    if (kind < 0.45) out += at(cx, cy, 1, rect(-8, -3, 16, 6, 3, color), Math.round(next() * 180));
    else if (kind < 0.8) out += circle(cx, cy, 4 + next() * 3, color);
    else out += star(cx, cy, 7 + next() * 4, color);
  }
  return out;
}

// ---- motifs, each drawn around (0, 0) ----

function cloud(): string {
  return path(
    'M-64 22Q-88 22 -88 0Q-88 -24 -60 -24Q-54 -54 -20 -52Q0 -76 32 -58Q64 -62 66 -30Q90 -28 90 -2Q90 22 64 22Z',
    WHITE,
  );
}

function sun(r: number): string {
  return (
    circle(0, 0, r * 1.6, SUN, ' opacity=".22"') +
    circle(0, 0, r * 1.28, SUN, ' opacity=".35"') +
    circle(0, 0, r, SUN)
  );
}

function tee(c: string, deco = ''): string {
  return (
    path(
      'M-40 -92Q0 -76 40 -92L82 -78L122 -30L88 -4L72 -20L72 92Q0 100 -72 92L-72 -20L-88 -4L-122 -30L-82 -78Z',
      c,
      ' stroke-linejoin="round"',
    ) +
    path('M-40 -92Q0 -56 40 -92Q0 -82 -40 -92Z', shade(c)) +
    deco
  );
}

function stripes(c: string): string {
  return rect(-72, 4, 144, 16, 0, c) + rect(-72, 36, 144, 16, 0, c);
}

function dress(c: string, trim: string): string {
  return (
    path(
      'M-30 -110Q0 -96 30 -110L52 -102Q72 -92 68 -60L46 -54L40 -22Q84 50 104 128Q0 152 -104 128Q-84 50 -40 -22L-46 -54L-68 -60Q-72 -92 -52 -102Z',
      c,
    ) +
    path('M-101 116Q0 140 101 116L104 128Q0 152 -104 128Z', trim) +
    rect(-43, -34, 86, 16, 6, shade(c)) +
    bow(0, -26, 0.5, trim) +
    mirror(path('M0 -101Q14 -100 30 -110Q40 -96 30 -86Q14 -80 0 -90Z', WHITE))
  );
}

function bow(x: number, y: number, s: number, fill: string): string {
  return at(
    x,
    y,
    s,
    path('M0 0Q-44 -36 -50 -6Q-50 26 0 0Q44 -36 50 -6Q50 26 0 0Z', fill) + circle(0, 0, 10, shade(fill)),
  );
}

function shorts(c: string): string {
  return (
    path('M-72 -60L72 -60L88 56L14 62L0 4L-14 62L-88 56Z', c, ' stroke-linejoin="round"') +
    rect(-72, -60, 144, 18, 0, shade(c)) +
    line('M-6 -50L-10 -30M6 -50L10 -30', WHITE, 4)
  );
}

function sock(c: string, trim: string): string {
  return (
    path('M-22 -64L22 -64L22 18Q22 40 44 46L62 52Q80 60 72 78Q64 92 42 88L-2 82Q-22 76 -22 56Z', c) +
    rect(-22, -64, 44, 22, 4, trim) +
    path('M50 49L62 52Q80 60 72 78Q68 86 58 88Q62 66 50 49Z', trim)
  );
}

function hoodie(c: string): string {
  return (
    path('M-54 -90Q-64 -158 0 -162Q64 -158 54 -90Z', c) +
    path(
      'M-40 -100L40 -100L86 -84Q106 -76 112 -50L132 80L100 88L84 -10L80 100Q0 110 -80 100L-84 -10L-100 88L-132 80L-112 -50Q-106 -76 -86 -84Z',
      c,
      ' stroke-linejoin="round"',
    ) +
    path('M-38 -96Q-42 -146 0 -148Q42 -146 38 -96Q22 -52 0 -50Q-22 -52 -38 -96Z', shade(c)) +
    line('M-12 -60L-14 -20M12 -60L14 -20', WHITE, 5) +
    path('M-48 30L48 30L60 84L-60 84Z', shade(c), ' opacity=".45"') +
    rect(-80, 86, 160, 14, 0, shade(c))
  );
}

function romper(c: string, trim: string): string {
  return (
    path(
      'M-50 -84L-22 -84Q0 -62 22 -84L50 -84L84 -52L62 -28L54 -38L56 40Q60 84 30 98L10 98L0 84L-10 98L-30 98Q-60 84 -56 40L-54 -38L-62 -28L-84 -52Z',
      c,
      ' stroke-linejoin="round"',
    ) +
    path('M-34 -30L34 -30L30 20Q0 30 -30 20Z', trim) +
    circle(-12, 90, 4, WHITE) +
    circle(12, 90, 4, WHITE) +
    heart(0, -4, 1, c)
  );
}

function sneaker(c: string): string {
  return (
    path('M-100 30L-104 -18Q-104 -50 -76 -52Q-50 -36 -24 -42L-10 -58Q30 -30 70 -14Q104 0 104 30Z', c) +
    path('M-104 28L-101 -4Q-76 -8 -66 10L-62 28Z', shade(c)) +
    path('M46 30Q48 -2 70 -14Q104 0 104 30Z', CREAM) +
    line('M-14 -44L-4 -30M6 -34L16 -20M26 -24L36 -10', WHITE, 6) +
    path('M-114 24L114 24Q120 44 108 56L-104 56Q-118 50 -114 24Z', WHITE) +
    rect(-112, 36, 226, 5, 2, mixHex(c, WHITE, 0.5))
  );
}

function teddy(c: string, bowColor: string): string {
  const light = soft(c);
  return (
    mirror(
      circle(50, -118, 26, c) +
        circle(50, -118, 13, light) +
        ellipse(66, 6, 22, 42, c, ' transform="rotate(-28 66 6)"') +
        ellipse(44, 100, 32, 26, c) +
        ellipse(46, 102, 18, 14, light),
    ) +
    ellipse(0, 30, 66, 76, c) +
    ellipse(0, 42, 38, 46, light) +
    circle(0, -74, 62, c) +
    ellipse(0, -56, 26, 20, light) +
    ellipse(0, -64, 9, 7, NAVY) +
    line('M-8 -50Q0 -44 8 -50', NAVY, 3) +
    mirror(circle(22, -84, 6, NAVY) + circle(38, -62, 8, CORAL_L, ' opacity=".6"')) +
    bow(0, -10, 0.55, bowColor)
  );
}

function beachBall(c: string, r: number): string {
  return (
    circle(0, 0, r, c) +
    ellipse(0, 0, r * 0.42, r, WHITE, ' transform="rotate(-25)"') +
    at(0, 0, 1, ellipse(0, -r + 6, r * 0.16, 6, shade(c)), -25) +
    ellipse(-r * 0.45, -r * 0.45, r * 0.12, r * 0.22, WHITE, ' opacity=".55"')
  );
}

/** Isometric cube: top, left and right face colours. */
function cube(s: number, top: string, left: string, right: string, mark: string): string {
  const k = 0.866 * s;
  const h = s / 2;
  return (
    path(`M0 0L${n(k)} ${n(h)}L0 ${n(s)}L${n(-k)} ${n(h)}Z`, top) +
    path(`M${n(-k)} ${n(h)}L0 ${n(s)}L0 ${n(2 * s)}L${n(-k)} ${n(s + h)}Z`, left) +
    path(`M${n(k)} ${n(h)}L0 ${n(s)}L0 ${n(2 * s)}L${n(k)} ${n(s + h)}Z`, right) +
    at(-k / 2, s + h / 2 + s / 4, 1, path(mark, WHITE, ' opacity=".85"'))
  );
}

function blocks(): string {
  const small = (c: string, mark: string): string => cube(60, soft(c), c, shade(c), mark);
  return (
    at(-54, 0, 1, small(SKY, starPath(0, 0, 20, STAR_INNER))) +
    at(54, 0, 1, small(CORAL, 'M-16 0A16 16 0 1 1 16 0A16 16 0 1 1 -16 0Z')) +
    at(0, -92, 1, small(SUN, 'M0 -18L18 14L-18 14Z'))
  );
}

function rocket(c: string): string {
  return (
    path('M-26 80Q-22 124 0 150Q22 124 26 80Z', SUN) +
    path('M-12 80Q-10 108 0 122Q10 108 12 80Z', CORAL) +
    mirror(path('M40 20Q78 40 80 104L38 86Z', shade(c))) +
    path('M0 -120Q48 -80 48 0L44 86L-44 86L-48 0Q-48 -80 0 -120Z', c) +
    path('M0 -120Q34 -94 42 -56Q0 -46 -42 -56Q-34 -94 0 -120Z', shade(c)) +
    circle(0, 0, 24, WHITE) +
    circle(0, 0, 16, SKY)
  );
}

function balloon(c: string, stringLen: number): string {
  return (
    line(
      `M0 58Q-14 ${n(58 + stringLen / 3)} 4 ${n(58 + (stringLen * 2) / 3)}Q16 ${n(58 + stringLen * 0.85)} 0 ${n(58 + stringLen)}`,
      NAVY,
      2,
      ' opacity=".35"',
    ) +
    path('M-8 62L8 62L0 50Z', shade(c)) +
    ellipse(0, 0, 46, 56, c) +
    ellipse(-18, -22, 8, 15, WHITE, ' opacity=".5" transform="rotate(25 -18 -22)"')
  );
}

function gift(c: string, ribbon: string, w: number, h: number): string {
  const lid = h * 0.26;
  return (
    rect(-w / 2, -h / 2 + lid - 4, w, h - lid + 4, 14, c) +
    rect(-w / 2 - 12, -h / 2, w + 24, lid, 12, shade(c)) +
    rect(-w / 2 - 12, -h / 2, w + 24, lid - 8, 12, mixHex(c, WHITE, 0.15)) +
    rect(-w * 0.09, -h / 2, w * 0.18, h, 0, ribbon) +
    at(0, -h / 2 - 4, w / 200, path('M0 0Q-70 -70 -80 -20Q-80 18 0 0Q70 -70 80 -20Q80 18 0 0Z', ribbon)) +
    circle(0, -h / 2 - 4, w * 0.06, shade(ribbon))
  );
}

function hanger(): string {
  return line('M0 -4Q-2 -30 14 -32Q30 -32 28 -16Q26 -6 0 0L-96 40L96 40Z', NAVY, 6);
}

function backpack(c: string): string {
  return (
    line('M-34 -118Q-34 -150 0 -150Q34 -150 34 -118', shade(c), 14) +
    rect(-100, -124, 200, 246, 60, c) +
    path('M-100 -40Q-100 -124 -40 -124L40 -124Q100 -124 100 -40L100 -16Q0 18 -100 -16Z', shade(c)) +
    rect(-14, -12, 28, 32, 8, SUN) +
    rect(-66, 38, 132, 66, 24, mixHex(c, WHITE, 0.3)) +
    line('M-46 56L46 56', WHITE, 4, ' stroke-dasharray="2 9"')
  );
}

function chair(c: string): string {
  return (
    rect(-96, -150, 20, 300, 10, shade(c)) +
    rect(76, -150, 20, 300, 10, shade(c)) +
    rect(-100, -170, 200, 110, 30, c) +
    rect(-110, 20, 220, 34, 17, c) +
    rect(-92, 54, 16, 110, 8, shade(c)) +
    rect(76, 54, 16, 110, 8, shade(c))
  );
}

/** A folded T-shirt seen from the front: collar on top, sleeves tucked behind the side folds. */
function folded(c: string, w: number, h: number): string {
  const top = -h / 2;
  const side = w / 2 - 26;
  return (
    rect(-w / 2, top, w, h, 14, c) +
    line(
      `M${n(-side)} ${n(top + 6)}L${n(-side)} ${n(-top - 6)}M${n(side)} ${n(top + 6)}L${n(side)} ${n(-top - 6)}`,
      shade(c),
      3,
      ' opacity=".5"',
    ) +
    path(`M-34 ${n(top)}Q0 ${n(top + 30)} 34 ${n(top)}Z`, shade(c)) +
    line(`M-42 ${n(top + 2)}Q0 ${n(top + 40)} 42 ${n(top + 2)}`, mixHex(c, WHITE, 0.35), 6)
  );
}

function hills(w: number, h: number, top: number, color: string, seed: number): string {
  const step = w / 4;
  let d = `M0 ${h}L0 ${top + seed * 10}`;
  for (let i = 0; i < 4; i++) {
    const peak = top - 30 + ((i + seed) % 2) * 24;
    d += `Q${n(step * i + step / 2)} ${n(peak - 40)} ${n(step * (i + 1))} ${n(top + ((i + seed) % 3) * 10)}`;
  }
  return path(`${d}L${w} ${h}Z`, color);
}

/** Cream on the left fading into `tint`, so overlaid headings on the left stay readable. */
function calmLeft(w: number, h: number, tint: string): string {
  return (
    `<defs><linearGradient id="bg" x1="0" x2="1"><stop offset=".38" stop-color="${CREAM}"/><stop offset="1" stop-color="${tint}"/></linearGradient></defs>` +
    rect(0, 0, w, h, 0, 'url(#bg)')
  );
}

// ---- files ----

function hero1(): string {
  const lineY = (x: number): number => {
    const t = (x - 760) / 800;
    return 210 + 200 * t * (1 - t);
  };
  const hang = (x: number, body: string, s: number): string =>
    at(x, lineY(x), 1, at(0, 0, s, body) + rect(-6, -14, 12, 26, 4, CORAL));
  return svg(
    1600,
    640,
    calmLeft(1600, 640, '#D6EFFA') +
      at(1430, 96, 1, sun(50)) +
      at(980, 90, 0.9, cloud()) +
      at(1200, 120, 0.6, cloud()) +
      at(460, 90, 0.5, cloud()) +
      hills(1600, 640, 560, MINT_L, 1) +
      hills(1600, 640, 590, '#9FE0D3', 0) +
      rect(752, 190, 16, 420, 8, NAVY) +
      rect(1552, 190, 16, 420, 8, NAVY) +
      line('M760 210Q1160 410 1560 210', NAVY, 4) +
      hang(890, at(0, 94, 1, tee(CORAL, stripes(WHITE))), 1.05) +
      hang(1068, at(0, 62, 1, shorts(MINT)), 1.1) +
      hang(1250, at(0, 114, 1, dress(LILAC, WHITE)), 1.1) +
      hang(1410, at(0, 66, 1, sock(SUN, CORAL)), 1.1) +
      hang(1476, at(0, 66, 1, sock(SUN, CORAL)), 1.1),
  );
}

function hero2(): string {
  const shelf = (y: number): string =>
    rect(820, y, 700, 22, 11, MINT) +
    rect(880, y + 22, 16, 40, 6, shade(MINT)) +
    rect(1444, y + 22, 16, 40, 6, shade(MINT));
  return svg(
    1600,
    640,
    calmLeft(1600, 640, '#E2F6F1') +
      rect(0, 580, 1600, 60, 0, '#F4E6D4') +
      at(1470, 96, 1, rect(-54, -50, 108, 90, 16, WHITE) + star(0, -5, 28, SUN)) +
      shelf(290) +
      shelf(520) +
      at(950, 184, 0.82, teddy(CORAL_L, MINT)) +
      at(1160, 154, 1.05, blocks()) +
      at(1350, 164, 0.85, rocket(SKY)) +
      at(940, 480, 0.72, sneaker(CORAL)) +
      at(1110, 480, 0.72, sneaker(SKY)) +
      at(1270, 454, 1, beachBall(SUN, 64)) +
      at(1430, 464, 0.9, gift(LILAC, CORAL, 110, 100)),
  );
}

function hero3(): string {
  const balloons: [number, number, string][] = [
    [1380, 140, CORAL],
    [1470, 200, SUN],
    [1300, 220, SKY],
    [1440, 320, MINT],
  ];
  return svg(
    1600,
    640,
    calmLeft(1600, 640, '#EEE6FC') +
      bunting() +
      confetti(7, 40, 820, 60, 760, 500) +
      rect(850, 120, 500, 14, 7, NAVY) +
      at(1010, 140, 1, hanger() + at(0, 152, 1, dress(CORAL, WHITE))) +
      at(1210, 140, 1, hanger() + at(0, 138, 0.95, tee(MINT, star(0, 12, 30, SUN)))) +
      balloons.map(([x, y, c]) => at(x, y, 1, balloon(c, 260))).join('') +
      at(1150, 540, 1, gift(SUN, CORAL, 120, 100)) +
      at(1290, 556, 1, gift(LILAC, MINT, 90, 76)),
  );
}

function bunting(): string {
  const flags = [0, 1, 2, 3, 4, 5, 6, 7]
    .map((i) => {
      const x = 860 + i * 90;
      const y = 36 + 10 * Math.sin(i * 0.8);
      const c = CONFETTI[i % CONFETTI.length] ?? CORAL;
      return path(
        `M${n(x - 26)} ${n(y)}L${n(x + 26)} ${n(y + 2)}L${n(x)} ${n(y + 52)}Z`,
        c,
        ' stroke-linejoin="round"',
      );
    })
    .join('');
  return line('M820 30Q1200 56 1600 30', NAVY, 3, ' opacity=".5"') + flags;
}

function popup(): string {
  const rays = Array.from({ length: 12 }, (_, i) =>
    at(400, 420, 1, path('M0 0L-60 -520L60 -520Z', WHITE, ' opacity=".35"'), i * 30),
  ).join('');
  return svg(
    800,
    800,
    rect(0, 0, 800, 800, 0, CORAL_XL) +
      rays +
      circle(400, 440, 230, WHITE, ' opacity=".5"') +
      confetti(3, 46, 40, 40, 720, 720) +
      ellipse(400, 660, 210, 26, shade(CORAL_XL), ' opacity=".45"') +
      at(400, 500, 1, gift(CORAL, SUN, 320, 280)) +
      star(180, 200, 28, SUN) +
      star(640, 170, 20, MINT) +
      star(660, 560, 24, SKY),
  );
}

function promo1(): string {
  return svg(
    800,
    500,
    calmLeft(800, 500, '#CFEFFB') +
      at(660, 100, 1, sun(48)) +
      at(480, 70, 0.55, cloud()) +
      path('M0 400Q100 376 200 400T400 400T600 400T800 400L800 500L0 500Z', SKY) +
      path('M0 432Q100 410 200 432T400 432T600 432T800 432L800 500L0 500Z', MINT) +
      rect(0, 462, 800, 38, 0, '#F6E2C0') +
      at(560, 270, 1, tee(CORAL, star(0, 16, 26, SUN))) +
      at(700, 400, 1, beachBall(SUN, 52)) +
      at(440, 462, 0.5, sneaker(SKY)),
  );
}

function promo2(): string {
  return svg(
    800,
    500,
    calmLeft(800, 500, '#DDF4EE') +
      rect(0, 430, 800, 70, 0, '#F4E6D4') +
      at(590, 290, 0.95, backpack(CORAL)) +
      at(430, 388, 1, rect(-56, -44, 112, 88, 10, LILAC) + rect(-56, -44, 18, 88, 6, shade(LILAC))) +
      at(720, 380, 1, pencil(SUN), -20) +
      at(750, 384, 1, pencil(SKY), -8) +
      star(460, 120, 16, SUN) +
      star(720, 90, 12, CORAL_L),
  );
}

function pencil(c: string): string {
  return (
    rect(-10, -70, 20, 120, 4, c) +
    path('M-10 50L10 50L0 78Z', '#F6D7A6') +
    path('M-3 70L3 70L0 78Z', NAVY) +
    rect(-10, -82, 20, 14, 5, CORAL_L)
  );
}

function collectionBanner(): string {
  const items: [number, string][] = [
    [860, at(0, 138, 0.95, tee(SKY, stripes(WHITE)))],
    [1060, at(0, 152, 1, dress(CORAL, WHITE))],
    [1260, at(0, 170, 0.85, hoodie(MINT))],
    [1450, at(0, 112, 1, shorts(SUN))],
  ];
  return svg(
    1600,
    500,
    calmLeft(1600, 500, '#FDE3DC') +
      circle(1440, 420, 160, WHITE, ' opacity=".35"') +
      rect(760, 90, 800, 14, 7, NAVY) +
      items.map(([x, body]) => at(x, 110, 0.9, hanger() + body)).join('') +
      confetti(11, 16, 760, 380, 800, 100),
  );
}

function portrait(bg: string, body: string): string {
  return svg(600, 800, rect(0, 0, 600, 800, 0, bg) + circle(300, 380, 250, WHITE, ' opacity=".45"') + body);
}

function spotlight1(): string {
  const stack: [number, string][] = [
    [600, MINT],
    [516, CORAL],
    [432, SUN],
    [348, LILAC],
    [264, SKY],
  ];
  return portrait(
    '#DDF1FB',
    ellipse(300, 650, 210, 22, shade('#DDF1FB'), ' opacity=".5"') +
      stack.map(([y, c], i) => at(300 + (i % 2 ? 8 : -6), y, 1, folded(c, 300, 84))).join('') +
      star(300, 176, 30, CORAL_L),
  );
}

function spotlight2(): string {
  return portrait(
    CORAL_XL,
    ellipse(300, 560, 230, 28, shade(CORAL_XL), ' opacity=".5"') +
      at(340, 420, 1.5, sneaker(MINT)) +
      at(270, 490, 1.5, sneaker(MINT)) +
      confetti(5, 10, 60, 80, 480, 160),
  );
}

function spotlight3(): string {
  return portrait(
    '#EEE6FC',
    ellipse(300, 690, 200, 22, shade('#EEE6FC'), ' opacity=".5"') +
      at(300, 520, 1.05, chair(SUN)) +
      at(300, 404, 1.25, teddy(CORAL_L, MINT)) +
      heart(470, 170, 1.6, CORAL_L) +
      heart(140, 240, 1.1, LILAC),
  );
}

function spotlight4(): string {
  const rack =
    rect(104, 150, 14, 540, 7, NAVY) +
    rect(482, 150, 14, 540, 7, NAVY) +
    rect(90, 142, 420, 16, 8, NAVY) +
    rect(110, 590, 380, 12, 6, NAVY) +
    rect(74, 684, 120, 14, 7, NAVY) +
    rect(406, 684, 120, 14, 7, NAVY);
  return portrait(
    '#E2F6F1',
    rack +
      at(190, 160, 0.82, hanger() + at(0, 152, 1, dress(LILAC, WHITE))) +
      at(300, 160, 0.82, hanger() + at(0, 170, 0.85, hoodie(SKY))) +
      at(410, 160, 0.82, hanger() + at(0, 138, 1, tee(CORAL, stripes(WHITE)))) +
      at(200, 558, 0.62, sneaker(SUN)) +
      at(380, 546, 1, gift(MINT, SUN, 110, 84)),
  );
}

function tile(size: number, bg: string, disc: string, body: string): string {
  return svg(
    size,
    size,
    rect(0, 0, size, size, 0, bg) + circle(size / 2, size / 2, size * 0.38, disc) + body,
  );
}

function categoryGirls(): string {
  return tile(
    600,
    CORAL_XL,
    WHITE,
    at(300, 316, 1.45, dress(CORAL, WHITE)) +
      heart(150, 150, 1.6, CORAL_L) +
      heart(460, 470, 1.2, LILAC) +
      star(470, 140, 20, SUN),
  );
}

function categoryToys(): string {
  return tile(
    600,
    '#FFF0C9',
    WHITE,
    at(230, 300, 1.1, teddy(CORAL_L, MINT)) + at(420, 360, 1, blocks()) + at(430, 200, 1, beachBall(SKY, 40)),
  );
}

function categoryBoys(): string {
  return tile(
    600,
    '#DDF1FB',
    WHITE,
    at(300, 250, 1.2, tee(SKY, stripes(NAVY))) +
      at(230, 440, 1, shorts(NAVY)) +
      at(420, 470, 0.7, sneaker(CORAL)),
  );
}

function ageTile(bg: string, body: string): string {
  return tile(400, bg, WHITE, body);
}

function logo(): string {
  return svg(
    64,
    64,
    line('M22 22V16A10 10 0 0 1 42 16V22', NAVY, 4) +
      path('M12 22Q12 18 16 18L48 18Q52 18 52 22L55 52Q55 58 49 58L15 58Q9 58 9 52Z', CORAL) +
      line('M24 38Q32 46 40 38', WHITE, 4) +
      star(50, 14, 8, SUN),
  );
}

function placeholder(): string {
  return svg(
    600,
    800,
    rect(0, 0, 600, 800, 0, '#F1F2F4') +
      '<g fill="none" stroke="#B8BEC8" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">' +
      '<rect x="180" y="290" width="240" height="200" rx="24"/><circle cx="348" cy="346" r="22"/>' +
      '<path d="M196 462L264 384L318 440L350 410L406 468"/></g>',
  );
}

const FILES: Record<string, () => string> = {
  'hero-1': hero1,
  'hero-2': hero2,
  'hero-3': hero3,
  popup,
  'promo-1': promo1,
  'promo-2': promo2,
  'collection-banner': collectionBanner,
  'spotlight-1': spotlight1,
  'spotlight-2': spotlight2,
  'spotlight-3': spotlight3,
  'spotlight-4': spotlight4,
  'category-girls': categoryGirls,
  'category-toys': categoryToys,
  'category-boys': categoryBoys,
  'age-1-3': () => ageTile(LILAC, at(200, 200, 1.05, romper(SUN, WHITE))),
  'age-4-6': () =>
    ageTile(MINT_L, at(170, 210, 0.95, dress(CORAL_L, WHITE)) + at(290, 270, 0.8, beachBall(SUN, 50))),
  'age-7-8': () =>
    ageTile(SKY, at(200, 170, 0.9, tee(SUN, star(0, 16, 26, WHITE))) + at(200, 300, 0.7, shorts(CORAL))),
  'age-9-11': () => ageTile(CORAL_L, at(200, 220, 1, hoodie(MINT))),
  'age-12-14': () => ageTile(SUN, at(170, 190, 0.9, backpack(NAVY)) + at(280, 310, 0.7, sneaker(CORAL))),
  logo,
  placeholder,
};

/** 64 px drawn at 192: twice its largest size on a page (96 px), sharp on a dense screen. */
const LOGO_SCALE = 3;

const outDir = fileURLToPath(new URL('../public/art/', import.meta.url));
mkdirSync(outDir, { recursive: true });
for (const [name, draw] of Object.entries(FILES)) {
  writeFileSync(`${outDir}${name}.webp`, await svgToWebp(draw(), name === 'logo' ? LOGO_SCALE : 1));
}
// The tab's icon stays a drawing: it is not part of the page, and it scales to any size.
writeFileSync(`${outDir}logo.svg`, `${logo()}\n`);
console.log(`Wrote ${Object.keys(FILES).length} pictures and the icon to ${outDir}`);
