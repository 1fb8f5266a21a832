/** A table of English answers and their translations, `{name}` marking a part that varies. */
export type AnswerTable = Readonly<Record<string, string>>;

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
}

const compiled = new WeakMap<AnswerTable, Template[]>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `template`'s words as a pattern capturing each `{name}` (any text), and the names in order. */
function compileTemplate(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      if (!name) return escapeRegExp(piece);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names };
}

/** The table's entries with parts that vary, as patterns; the longest first, so the most specific wins. */
function templatesOf(table: AnswerTable): Template[] {
  let templates = compiled.get(table);
  if (!templates) {
    templates = Object.entries(table)
      .filter(([english]) => /\{\w+\}/.test(english))
      .sort(([a], [b]) => b.length - a.length)
      .map(([english, translation]) => ({ ...compileTemplate(english), translation }));
    compiled.set(table, templates);
  }
  return templates;
}

/**
 * `english` in the table's language: its own entry, else the first template it fits, with each varying part
 * itself translated where the table knows it (a field's name, a wait). Words the table does not know come
 * back as they are, so a new answer shows in English rather than not at all.
 */
export function translateAnswer(english: string, table: AnswerTable): string {
  const exact = table[english];
  if (exact !== undefined) return exact;
  for (const { pattern, names, translation } of templatesOf(table)) {
    const match = pattern.exec(english);
    if (!match) continue;
    return names.reduce(
      (text, name, index) => text.replaceAll(`{${name}}`, translatePart(match[index + 1] ?? '', table)),
      translation,
    );
  }
  return english;
}

/** A varying part: a phrase the table knows (exactly, or as a plain template such as "{n} minutes"), else as it is. */
function translatePart(part: string, table: AnswerTable): string {
  const exact = table[part];
  if (exact !== undefined) return exact;
  for (const { pattern, names, translation } of templatesOf(table)) {
    const match = pattern.exec(part);
    if (match && names.length === 1) return translation.replaceAll(`{${names[0]}}`, match[1] ?? '');
  }
  return part;
}

/**
 * Whether `message` is the answer `english` (a fixed answer or a template), in English or, given the table,
 * in its translation: a client asking in Arabic recognises an answer by its English source words.
 */
export function matchesAnswer(message: string, english: string, table?: AnswerTable): boolean {
  if (compileTemplate(english).pattern.test(message)) return true;
  const translation = table?.[english];
  return translation !== undefined && compileTemplate(translation).pattern.test(message);
}
