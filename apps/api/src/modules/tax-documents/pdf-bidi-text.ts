import bidiFactory from 'bidi-js';

// Built once: the factory sets up the algorithm's tables.
const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

/** Which face draws a piece: the Arabic one for Arabic letters and for everything inside a right-to-left run. */
export type Script = 'latin' | 'arabic';

/**
 * Part of a line drawn in one face. A line's pieces come in visual order, to be placed left to right; each
 * piece's text is in reading order, as the shaper wants it: fontkit joins Arabic letters and lays an Arabic
 * run out right to left itself.
 */
export interface TextPiece {
  text: string;
  script: Script;
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;
// Marks that only steer the bidi algorithm (LRM, RLE, PDI…): no face draws them, so they are dropped once read.
const BIDI_CONTROLS = /\p{Bidi_Control}/gu;

/** The direction a paragraph reads in: that of its first strong letter (UAX #9, P2–P3), left to right if none. */
export function paragraphDirection(text: string): Direction {
  const [paragraph] = bidi.getEmbeddingLevels(text).paragraphs;
  return paragraph && paragraph.level % 2 === 1 ? 'rtl' : 'ltr';
}

interface Run {
  start: number;
  end: number;
  rtl: boolean;
  script: Script;
}

/**
 * One line of a paragraph reading in `direction` as the pieces to draw, left to right (UAX #9): an Arabic
 * street with a house number, "شارع الشيخ زايد 12", is the number then the Arabic, and "12" stays "12".
 */
export function visualPieces(line: string, direction: Direction): TextPiece[] {
  if (line === '') return [];
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const runs: Run[] = [];
  let run: Run | undefined;
  for (const index of bidi.getReorderedIndices(line, embedding)) {
    const rtl = (embedding.levels[index] ?? 0) % 2 === 1;
    const script: Script = rtl || ARABIC_LETTER.test(line.charAt(index)) ? 'arabic' : 'latin';
    // In visual order a right-to-left run's characters come last to first.
    const next = run && (run.rtl ? run.start - 1 : run.end + 1);
    if (run && run.rtl === rtl && run.script === script && index === next) {
      if (rtl) run.start = index;
      else run.end = index;
    } else {
      run = { start: index, end: index, rtl, script };
      runs.push(run);
    }
  }
  return runs.flatMap((each) => {
    const piece = pieceOf(line, each, mirrored);
    return piece.text === '' ? [] : [piece];
  });
}

function pieceOf(line: string, run: Run, mirrored: Map<number, string>): TextPiece {
  let text = '';
  for (let index = run.start; index <= run.end; index++) text += mirrored.get(index) ?? line.charAt(index);
  text = text.replace(BIDI_CONTROLS, '');
  // The shaper turns a run around only when it holds Arabic letters; brackets or dashes alone at a
  // right-to-left level are turned around here.
  if (run.rtl && !ARABIC_LETTER.test(text)) text = [...text].reverse().join('');
  return { text, script: run.script };
}
