import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  from: string;
  subject: string;
  messageId: string;
  html: string;
  text: string;
  headers: ParsedMail['headers'];
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * A real SMTP server in this process (smtp-server) that keeps what it is sent. `stop()` closes it, and
 * `start()` opens it again on the same port, so a test can take the mail server away and bring it back;
 * `holdNext()` makes it slow to answer one message, so a test can catch a sender mid-send.
 */
export async function startSmtpCapture() {
  const received: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  let port = 0;
  let server: SMTPServer | null = null;
  /** Set by `holdNext()`: takes the next message's answer, to give it later. */
  let holding: ((mail: CapturedMail, answer: () => void) => void) | null = null;

  function open(): Promise<void> {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const captured: CapturedMail = {
              to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              messageId: mail.messageId ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              text: mail.text ?? '',
              headers: mail.headers,
              attachments: mail.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                content: file.content,
              })),
            };
            // Received once the server answers: the sender's send ends then, not before.
            const answer = () => {
              received.push(captured);
              for (const wake of waiters) wake();
              callback();
            };
            if (holding) holding(captured, answer);
            else answer();
          })
          .catch((error: Error) => callback(error));
      },
    });
    server = next;
    return new Promise((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  await open();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    /** The mail sent to `to` so far. */
    to: (to: string) => received.filter((mail) => mail.to.includes(to)),
    /** Waits until `predicate` holds of what arrived (the worker sends in the background). */
    async waitFor(predicate: (mails: CapturedMail[]) => boolean, timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline) throw new Error('the expected mail did not arrive');
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 100);
        });
      }
    },
    /**
     * The next message to arrive is read but not answered until `release()`: a slow server, with the sender
     * waiting mid-send. `arrived` gives that message once it is waiting; it counts as received on release.
     * Later messages are answered at once.
     */
    holdNext() {
      let release: () => void = () => {};
      const arrived = new Promise<CapturedMail>((resolve) => {
        holding = (mail, answer) => {
          holding = null;
          release = answer;
          resolve(mail);
        };
      });
      return { arrived, release: () => release() };
    },
    async stop(): Promise<void> {
      const current = server;
      server = null;
      await new Promise<void>((resolve) => (current ? current.close(() => resolve()) : resolve()));
    },
    start: open,
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
