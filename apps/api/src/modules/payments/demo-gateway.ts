import { randomBytes } from 'node:crypto';
import { filsToAed } from '@souq/shared/pricing/money';
import type { demoSessionResponseSchema } from '@souq/shared/schemas/payment';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import type { PaymentGateway, PaymentOutcome } from '../orders/payment-gateway';
import { chargeDemoCard, type DemoCard } from './demo-card';
import { createDemoPaymentsRepo, type DemoPaymentRow } from './demo-payments-repo';
import { PAYMENT_CLOSED, PAYMENT_NOT_FOUND, SESSION_EXPIRED } from './payment-messages';
import { verifyPath } from './verify-path';

/** Unguessable: a client secret and a session id are what a browser holds to pay, as with Stripe. */
const randomToken = () => randomBytes(24).toString('base64url');
/**
 * The shape of every id and secret randomToken makes. Anything else (a NUL byte, which PostgreSQL text
 * cannot even hold) is not one of ours and is never sent to the database.
 */
const couldBeOurs = (value: string) => /^[\w-]+$/.test(value);

type DemoSession = z.infer<typeof demoSessionResponseSchema>;

/** What the demo gateway's statuses mean for an order (the same as Stripe's of the same names). */
function outcomeOf(row: DemoPaymentRow): PaymentOutcome {
  return row.status === 'succeeded' || row.status === 'paid' ? 'paid' : 'failed';
}

export interface DemoGateway extends PaymentGateway {
  readonly kind: 'demo';
  /** Stands in for Stripe.js confirming a card with the client secret. */
  confirm(secret: string, card: DemoCard): Promise<void>;
  session(sessionId: string): Promise<DemoSession>;
  /** The hosted page's Pay button; answers where the browser goes next. */
  paySession(sessionId: string, card: DemoCard): Promise<string>;
  /** The hosted page's cancel link: back to /verify, which asks the gateway and cancels the order. */
  cancelSession(sessionId: string): Promise<string>;
}

/**
 * The built-in gateway used without Stripe keys. It keeps its intents and sessions in
 * `demo_payments`, answers Stripe's test cards and never touches the network.
 */
export function createDemoGateway(db: Db, clock: () => Date = () => new Date()): DemoGateway {
  const repo = createDemoPaymentsRepo(db);

  async function known(ref: string): Promise<DemoPaymentRow> {
    const row = await repo.byId(ref);
    if (!row) throw new Error(`unknown demo payment ${ref}`);
    return row;
  }

  async function openSession(sessionId: string): Promise<DemoPaymentRow> {
    const row = couldBeOurs(sessionId) ? await repo.byId(sessionId) : null;
    if (row?.kind !== 'session') throw notFound(PAYMENT_NOT_FOUND);
    return row;
  }

  return {
    kind: 'demo',
    publishableKey: null,

    async openIntent({ orderId, amountFils }) {
      const row = await repo.openOnce({
        id: `demo_pi_${randomToken()}`,
        kind: 'intent',
        clientSecret: `demo_secret_${randomToken()}`,
        orderId,
        amountFils,
        status: 'requires_payment_method',
      });
      return { ref: row.id, clientSecret: row.clientSecret };
    },

    async openSession({ orderId, amountFils }) {
      const row = await repo.openOnce({
        id: `demo_cs_${randomToken()}`,
        kind: 'session',
        clientSecret: `demo_secret_${randomToken()}`,
        orderId,
        amountFils,
        status: 'open',
      });
      // Same origin as the storefront, so the shopper's session (local storage) is there when they arrive.
      return { ref: row.id, url: `/pay/demo/${row.id}` };
    },

    async outcome(ref) {
      return outcomeOf(await known(ref));
    },

    async stop(ref) {
      const row = await known(ref);
      if (row.kind === 'intent') await repo.move(ref, ['requires_payment_method'], 'canceled');
      else await repo.move(ref, ['open'], 'expired');
      return outcomeOf(await known(ref));
    },

    async refund(ref) {
      await repo.markRefunded(ref);
    },

    async refundPart(ref, amountFils, key) {
      const row = await known(ref);
      await repo.refundPart(row, amountFils, key);
    },

    async confirm(secret, card) {
      const row = await repo.byClientSecret('intent', secret);
      if (!row) throw notFound(PAYMENT_NOT_FOUND);
      if (row.status === 'succeeded') return;
      if (row.status !== 'requires_payment_method') throw badRequest(PAYMENT_CLOSED);
      chargeDemoCard(card, clock());
      if (!(await repo.move(row.id, ['requires_payment_method'], 'succeeded')))
        throw badRequest(PAYMENT_CLOSED);
    },

    async session(sessionId) {
      const row = await openSession(sessionId);
      return {
        success: true,
        sessionId: row.id,
        orderId: row.orderId,
        amount: filsToAed(row.amountFils),
        status: row.status as DemoSession['status'],
      };
    },

    async paySession(sessionId, card) {
      const row = await openSession(sessionId);
      if (row.status === 'expired') throw badRequest(SESSION_EXPIRED);
      if (row.status === 'open') {
        chargeDemoCard(card, clock());
        if (!(await repo.move(row.id, ['open'], 'paid'))) throw badRequest(SESSION_EXPIRED);
      }
      return verifyPath(row.orderId, true);
    },

    async cancelSession(sessionId) {
      const row = await openSession(sessionId);
      return verifyPath(row.orderId, false);
    },
  };
}
