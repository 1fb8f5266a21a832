import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { DocumentMailData } from '../../tax-documents/document-mail-data';
import type { MailAttachment } from '../mail-transport';
import type { OrderMailData } from '../order-mail-data';
import type { ParsedMessage } from '../outbox-templates';
import {
  EmailChangeMail,
  NewsletterConfirmMail,
  NewsletterWelcomeMail,
  PasswordResetMail,
  WelcomeMail,
} from './account-mails';
import { type MailContext, mailIn } from './mail-context';
import {
  OrderPlacedMail,
  OrderStatusMail,
  orderPlacedSubject,
  orderStatusSubject,
  PaymentFailedMail,
  paymentFailedSubject,
} from './order-mails';
import { TaxDocumentMail, taxDocumentSubject } from './tax-document-mail';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Extra headers: List-Unsubscribe on marketing e-mails. */
  headers: Record<string, string>;
  attachments: MailAttachment[];
}

/** How a message's template reads what it is about, when it keeps only its id. */
export interface MailLoaders {
  order(orderId: string): Promise<OrderMailData | null>;
  document(documentId: string): Promise<DocumentMailData | null>;
}

type Composed = {
  subject: string;
  element: ReactElement;
  headers?: Record<string, string>;
  attachments?: () => Promise<MailAttachment[]>;
} | null;

async function compose(
  message: ParsedMessage,
  context: MailContext,
  loaders: MailLoaders,
): Promise<Composed> {
  switch (message.template) {
    case 'order_placed':
    case 'order_status':
    case 'payment_failed': {
      const order = await loaders.order(message.data.orderId);
      if (!order) return null;
      const mail = mailIn(context, order.locale);
      if (message.template === 'order_placed') {
        return {
          subject: orderPlacedSubject(mail, order),
          element: <OrderPlacedMail mail={mail} order={order} />,
        };
      }
      if (message.template === 'payment_failed') {
        return {
          subject: paymentFailedSubject(mail, order),
          element: <PaymentFailedMail mail={mail} order={order} />,
        };
      }
      const { status, actor, note } = message.data;
      return {
        subject: orderStatusSubject(mail, status, order.number),
        element: <OrderStatusMail mail={mail} order={order} status={status} actor={actor} note={note} />,
      };
    }
    case 'welcome': {
      const mail = mailIn(context, message.data.locale);
      return {
        subject: mail.text.welcome.subject(context.store.name),
        element: <WelcomeMail mail={mail} name={message.data.name} />,
      };
    }
    case 'password_reset': {
      const mail = mailIn(context, message.data.locale);
      return {
        subject: mail.text.passwordReset.subject(context.store.name),
        element: <PasswordResetMail mail={mail} name={message.data.name} link={message.data.link} />,
      };
    }
    case 'email_change': {
      const mail = mailIn(context, message.data.locale);
      return {
        subject: mail.text.emailChange.subject,
        element: <EmailChangeMail mail={mail} name={message.data.name} link={message.data.link} />,
      };
    }
    case 'newsletter_confirm': {
      const mail = mailIn(context, message.data.locale);
      return {
        subject: mail.text.newsletterConfirm.subject(context.store.name),
        element: <NewsletterConfirmMail mail={mail} link={message.data.link} />,
      };
    }
    case 'newsletter_welcome': {
      const mail = mailIn(context, message.data.locale);
      const { unsubscribeLink } = message.data;
      return {
        subject: mail.text.newsletterWelcome.subject(context.store.name),
        element: <NewsletterWelcomeMail mail={mail} unsubscribeLink={unsubscribeLink} />,
        // RFC 8058: mail clients offer a one-click unsubscribe that POSTs to the link.
        headers: {
          'List-Unsubscribe': `<${unsubscribeLink}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    }
    case 'tax_document': {
      const document = await loaders.document(message.data.documentId);
      if (!document) return null;
      const { content } = document;
      const mail = mailIn(context, document.locale);
      return {
        subject: taxDocumentSubject(mail, content),
        element: <TaxDocumentMail mail={mail} document={content} />,
        attachments: async () => [
          {
            filename: `${content.number}.pdf`,
            contentType: 'application/pdf',
            content: await document.pdf(),
          },
        ],
      };
    }
  }
}

/**
 * Only the subject a message's e-mail has (the back office's outbox list): the same words as `renderTemplate`
 * without drawing the HTML and text, which take most of a render's time. Null as there.
 */
export async function templateSubject(
  message: ParsedMessage,
  context: MailContext,
  loaders: MailLoaders,
): Promise<string | null> {
  return (await compose(message, context, loaders))?.subject ?? null;
}

/** The e-mail a message becomes, HTML and plain text; null when what it is about no longer exists. */
export async function renderTemplate(
  message: ParsedMessage,
  context: MailContext,
  loaders: MailLoaders,
): Promise<RenderedMail | null> {
  const composed = await compose(message, context, loaders);
  if (!composed) return null;
  const [html, text, attachments] = await Promise.all([
    render(composed.element),
    render(composed.element, { plainText: true }),
    composed.attachments?.() ?? [],
  ]);
  return { subject: composed.subject, html, text, headers: composed.headers ?? {}, attachments };
}
