import nodemailer from 'nodemailer';

export interface OutgoingMail {
  /** `<id@domain>`: the same on every attempt, so a resend after a crash is recognisably the same message. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP replies that say the address itself is refused: sending again would only be refused again. */
const PERMANENT_REPLIES = new Set([550, 551, 553]);

export class PermanentMailError extends Error {}

/**
 * Mail through the SMTP server `url` names (`smtp://user:pass@host:port`, `smtps://…` for TLS from the
 * start), one connection per send (nodemailer): the outbox worker sends a few messages at a time.
 */
export function createSmtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          messageId: mail.messageId,
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          headers: mail.headers,
          attachments: mail.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.content),
          })),
        });
      } catch (error) {
        const code =
          typeof error === 'object' && error && 'responseCode' in error ? error.responseCode : null;
        if (typeof code === 'number' && PERMANENT_REPLIES.has(code)) {
          throw new PermanentMailError(error instanceof Error ? error.message : String(code));
        }
        throw error;
      }
    },
    close: () => transport.close(),
  };
}
