import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { expireStalePayments } from './expire-stale-payments';
import type { PaymentGateway } from './payment-gateway';

/** How often pending card orders past their payment window are looked for. */
const SWEEP_EVERY_MS = 60_000;

export interface PaymentExpirySweep {
  /** No further run starts; resolves once a run under way has finished, so the database can close. */
  stop(): Promise<void>;
}

/**
 * Runs `expireStalePayments` every minute. Each run is independent and a failed one is simply retried
 * next time. The timer is unref'd: the sweep never keeps the process alive by itself.
 */
export function startPaymentExpirySweep(
  db: Db,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
): PaymentExpirySweep {
  let running: Promise<void> | null = null;
  const run = async () => {
    try {
      await expireStalePayments(db, gateway, new Date(), (err, orderId) =>
        log.warn({ err, orderId }, 'could not expire a pending card payment'),
      );
    } catch (err) {
      log.error({ err }, 'the payment expiry sweep failed');
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = run().finally(() => {
      running = null;
    });
  }, SWEEP_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
