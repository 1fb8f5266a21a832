import { useCallback, useRef, useState } from 'react';
import type { PaymentOutcome } from './payment-outcome';

/**
 * While a payment runs, every button is disabled and repeated submits are ignored. The ref sees a
 * second click before React has re-rendered the disabled buttons.
 */
export function usePaymentRun() {
  const [processing, setProcessing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback(async (task: () => Promise<PaymentOutcome>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setProcessing(true);
    setRefusal(null);
    const outcome = await task();
    // A finished payment has navigated away (or is loading the gateway's page): the buttons stay disabled.
    if (outcome.finished) return;
    setRefusal(outcome.refusal);
    running.current = false;
    setProcessing(false);
  }, []);

  return { processing, refusal, run };
}
