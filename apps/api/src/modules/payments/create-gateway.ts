import type { StripeConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { createDemoGateway, type DemoGateway } from './demo-gateway';
import { createStripeGateway, type StripeGateway, stripeClient } from './stripe-gateway';

export type ConfiguredGateway = DemoGateway | StripeGateway;

/** Stripe when its keys are set, otherwise the offline demo gateway. */
export function createGateway(db: Db, stripe: StripeConfig | null, publicUrl: string): ConfiguredGateway {
  if (!stripe) return createDemoGateway(db);
  return createStripeGateway({
    stripe: stripeClient(stripe.secretKey),
    publishableKey: stripe.publishableKey,
    webhookSecret: stripe.webhookSecret,
    publicUrl,
  });
}
