import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail the store sent, as the suite's mail server received it. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/**
 * The suite's mail server: a real SMTP server (smtp-server) in Playwright's main process that the store
 * sends through (SMTP_URL). Each message it receives is written as a JSON file into `dir`, where the test
 * workers, other processes, read it.
 */
export async function startMailServer(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          count += 1;
          const received: ReceivedMail = {
            to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? '',
          };
          // Written aside and renamed into place: a worker reading the folder meanwhile never sees half a file.
          const file = path.join(dir, `${String(count).padStart(6, '0')}.json`);
          await writeFile(`${file}.part`, JSON.stringify(received));
          await rename(`${file}.part`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Where the suite's mail server writes what it receives (set by the global setup). */
function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is set by playwright.config.ts');
  return dir;
}

async function mailTo(to: string): Promise<ReceivedMail[]> {
  const names = (await readdir(mailDir())).filter((name) => name.endsWith('.json')).sort();
  const all = await Promise.all(
    names.map(
      async (name): Promise<ReceivedMail> => JSON.parse(await readFile(path.join(mailDir(), name), 'utf8')),
    ),
  );
  return all.filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
}

/** Waits for the store's e-mail to `to` whose subject matches, and answers it (the newest such). */
export async function waitForMail(to: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(to)).filter((mail) => subject.test(mail.subject)).at(-1);
        return found !== undefined;
      },
      { message: `an e-mail to ${to} with the subject ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll passed');
  return found;
}

/**
 * The path and query of the first link in a mail's plain text whose path starts with `pathPrefix` (e.g.
 * '/reset-password'). The store names itself localhost in its links while the tests reach it at 127.0.0.1,
 * so a test opens the path on its own base URL.
 */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  for (const raw of mail.text.match(/https?:\/\/[^\s\])>]+/g) ?? []) {
    const url = new URL(raw);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no ${pathPrefix} link in "${mail.subject}"`);
}
