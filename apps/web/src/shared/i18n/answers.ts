import type { Locale } from '@souq/shared/i18n/locales';
import { type AnswerTable, matchesAnswer, translateAnswer } from '@souq/shared/i18n/translate-answer';

/*
 * The api's answers and the shared schemas' field messages are English sentences. The api says them in the
 * page's language itself (the api client asks with Accept-Language); what the page checks before sending (a
 * form's field messages) is put in the page's language here, from the same table. English pages load none.
 */
let table: AnswerTable | undefined;

/** Loads the table of `locale`'s answers: Arabic's on an Arabic page, nothing on an English one. */
export async function loadAnswers(locale: Locale): Promise<void> {
  if (locale === 'ar') table = (await import('@souq/shared/i18n/answers-ar')).ANSWERS_AR;
}

/** An English answer or field message as the page shows it. */
export function answerText(english: string): string {
  return table ? translateAnswer(english, table) : english;
}

/** Whether the api's `message` is the answer `english` (the api may have said it in the page's language). */
export function isAnswer(message: string, english: string): boolean {
  return matchesAnswer(message, english, table);
}

/** The table the page's answers are in, for shared checks that recognise answers (isCodeLimitRefusal). */
export function answerTable(): AnswerTable | undefined {
  return table;
}
