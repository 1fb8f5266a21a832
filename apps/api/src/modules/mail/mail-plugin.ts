import type { StoreContact } from '@souq/shared/config/store';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailConfig } from '../../config/env';
import type { Executor } from '../../db/executor';
import { createSmtpTransport, type MailTransport } from './mail-transport';
import { createOutboxWorker } from './outbox-worker';
import type { MailContext } from './templates/mail-context';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      context: MailContext;
      /** True when messages leave through an SMTP server; false: they wait in the outbox for staff to read. */
      sending: boolean;
      /** After this instance queued a message: send it now rather than at the next poll. */
      wake(): void;
      /** Sends what is due now and answers how many went (none without a server). */
      drain(): Promise<number>;
    };
  }
}

/** The domain of the sender's address: the right-hand side of every Message-ID. */
export function senderDomain(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export interface MailPluginOptions {
  db: Executor;
  config: MailConfig;
  store: StoreContact;
  publicUrl: string;
  /** Tests hand a transport of their own; otherwise SMTP_URL's. */
  transport?: MailTransport;
}

/** The outbox worker, running from the moment the app is ready when there is a server to send through. */
export const mailPlugin = fp<MailPluginOptions>(
  async (app: FastifyInstance, options) => {
    const context: MailContext = { store: options.store, publicUrl: options.publicUrl };
    const transport =
      options.transport ?? (options.config.smtpUrl ? createSmtpTransport(options.config.smtpUrl) : null);
    if (!transport) {
      app.decorate('mail', { context, sending: false, wake: () => {}, drain: async () => 0 });
      return;
    }
    const worker = createOutboxWorker({
      db: options.db,
      transport,
      context,
      from: options.config.from,
      messageIdDomain: senderDomain(options.config.from),
      onError: (error, message) => app.log.error({ err: error }, message),
    });
    app.decorate('mail', { context, sending: true, wake: worker.wake, drain: worker.drain });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'mail' },
);
