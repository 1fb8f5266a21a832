import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for Stripe's api on 127.0.0.1, for tests only: the real network is never called. It keeps
 * payment intents (created, retrieved, cancelled) and records refunds, in the shapes the gateway reads.
 */
export interface FakeStripe {
  stripe: Stripe;
  intents: Map<string, { id: string; status: string; amount: number; client_secret: string }>;
  refunds: string[];
  /** Every refund asked for: its intent, its amount (null for the whole payment) and its idempotency key. */
  refundRequests: { paymentIntent: string; amount: number | null; idempotencyKey: string | null }[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => resolve(new URLSearchParams(text)));
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents: FakeStripe['intents'] = new Map();
  const refunds: string[] = [];
  const refundRequests: FakeStripe['refundRequests'] = [];
  let next = 0;
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const [, , kind, id, action] = (request.url ?? '').split('?')[0]?.split('/') ?? [];
    const send = (status: number, json: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (kind === 'refunds') {
      refunds.push(body.get('payment_intent') ?? '');
      const key = request.headers['idempotency-key'];
      refundRequests.push({
        paymentIntent: body.get('payment_intent') ?? '',
        amount: body.has('amount') ? Number(body.get('amount')) : null,
        idempotencyKey: typeof key === 'string' ? key : null,
      });
      return send(200, { id: `re_${refunds.length}`, object: 'refund', status: 'succeeded' });
    }
    if (kind !== 'payment_intents') return send(404, { error: { type: 'invalid_request_error' } });
    if (!id) {
      next += 1;
      const intent = {
        id: `pi_fake_${next}`,
        status: 'requires_payment_method',
        amount: Number(body.get('amount')),
        client_secret: `pi_fake_${next}_secret_x`,
      };
      intents.set(intent.id, intent);
      return send(200, { object: 'payment_intent', ...intent });
    }
    const intent = intents.get(id);
    if (!intent) return send(404, { error: { type: 'invalid_request_error', message: 'No such intent' } });
    if (action === 'cancel') intent.status = 'canceled';
    return send(200, { object: 'payment_intent', ...intent });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stripe = new Stripe('sk_test_fake_key_for_tests', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return {
    stripe,
    intents,
    refunds,
    refundRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
