import type { Executor } from '../../db/executor';
import { loadDocumentMailData } from '../tax-documents/document-mail-data';
import { loadOrderMailData } from './order-mail-data';
import type { OutboxRow } from './outbox-repo';
import { parseMessage } from './outbox-templates';
import type { MailContext } from './templates/mail-context';
import type { MailLoaders, RenderedMail } from './templates/render-template';

export type { RenderedMail };

const ORDER_GONE = 'the order or document it is about no longer exists';
const unfitData = (template: string) => `the message's data does not fit the ${template} template`;

const loadersOf = (db: Executor): MailLoaders => ({
  order: (orderId) => loadOrderMailData(db, orderId),
  document: (documentId) => loadDocumentMailData(db, documentId),
});

/**
 * The e-mail a stored message becomes, or why it cannot be made. The templates (React Email) are loaded on
 * the first render, so a store that never renders one never loads React.
 */
export async function renderMessage(
  db: Executor,
  context: MailContext,
  row: Pick<OutboxRow, 'template' | 'data'>,
): Promise<{ mail: RenderedMail } | { error: string }> {
  const message = parseMessage(row.template, row.data);
  if (!message) return { error: unfitData(row.template) };
  const { renderTemplate } = await import('./templates/render-template');
  const mail = await renderTemplate(message, context, loadersOf(db));
  return mail ? { mail } : { error: ORDER_GONE };
}

/** Only the subject of the e-mail a stored message becomes (for a list of many), or why it cannot be made. */
export async function renderSubject(
  db: Executor,
  context: MailContext,
  row: Pick<OutboxRow, 'template' | 'data'>,
): Promise<{ subject: string } | { error: string }> {
  const message = parseMessage(row.template, row.data);
  if (!message) return { error: unfitData(row.template) };
  const { templateSubject } = await import('./templates/render-template');
  const subject = await templateSubject(message, context, loadersOf(db));
  return subject === null ? { error: ORDER_GONE } : { subject };
}
