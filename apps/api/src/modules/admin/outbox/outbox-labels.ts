import type { OutboxTemplate } from '../../mail/outbox-templates';

/** What the back office calls each kind of e-mail; every template the outbox can hold has one. */
const TEMPLATE_LABELS: Record<OutboxTemplate, string> = {
  order_placed: 'Order confirmation',
  order_status: 'Order status',
  payment_failed: 'Payment failed',
  welcome: 'Welcome',
  password_reset: 'Password reset',
  email_change: 'E-mail change',
  newsletter_confirm: 'Newsletter confirmation',
  newsletter_welcome: 'Newsletter welcome',
  tax_document: 'Tax invoice or credit note',
};

const isKnown = (template: string): template is OutboxTemplate => Object.hasOwn(TEMPLATE_LABELS, template);

/** The template's label; a name this version does not know (a row another version wrote) shows as it is. */
export function templateLabel(template: string): string {
  return isKnown(template) ? TEMPLATE_LABELS[template] : template;
}
