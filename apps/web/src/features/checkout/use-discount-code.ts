import {
  DISCOUNT_CODE_EMPTY,
  DISCOUNT_CODE_USED,
  discountCodeSchema,
  isCodeLimitRefusal,
} from '@souq/shared/schemas/discount';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@/shared/api/api-client';
import { answerTable, isAnswer } from '@/shared/i18n/answers';
import { toast } from '@/shared/ui/toast';
import { useValidateDiscount } from './api/validate-discount';

/** 'Discount applied successfully!' stays 3 s. */
const APPLIED_TOAST_MS = 3000;

interface AppliedDiscount {
  code: string;
  /** A fraction, e.g. 0.1 (see docs/product/checkout.md). */
  discountValue: number;
}

export interface DiscountNote {
  text: string;
  tone: 'success' | 'error';
}

/** The code field, its inline note and the discount in force (none until a code is accepted). */
export function useDiscountCode() {
  const { formatMessage: t } = useIntl();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<AppliedDiscount | null>(null);
  const [note, setNote] = useState<DiscountNote | null>(null);
  const validate = useValidateDiscount();

  // A code edited after it was applied is no longer the code that was checked.
  const change = (next: string) => {
    setCode(next);
    setApplied(null);
    setNote(null);
  };

  const refuse = (error: Error) => {
    setApplied(null);
    if (isAnswer(error.message, DISCOUNT_CODE_USED)) {
      toast.error(t({ id: 'checkout.discountUsed' }));
      return;
    }
    // A limit staff set (dates, uses, a minimum order) is named, so the shopper knows what, if anything, to do.
    if (isCodeLimitRefusal(error.message, answerTable())) {
      setNote({ text: error.message, tone: 'error' });
      toast.error(error.message);
      return;
    }
    // A network failure or a server fault says nothing about the code, so it is not called invalid.
    if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) {
      toast.error(error.message);
      return;
    }
    // Too many tries: the code may well be right, so the server's "try again in …" is what the shopper reads.
    if (error instanceof ApiError && error.status === 429) {
      setNote({ text: error.message, tone: 'error' });
      toast.error(error.message);
      return;
    }
    setNote({ text: t({ id: 'checkout.discountInvalid' }), tone: 'error' });
    toast.error(t({ id: 'checkout.discountInvalidToast' }));
  };

  const apply = () => {
    const parsed = discountCodeSchema.safeParse(code);
    if (!parsed.success) {
      setApplied(null);
      setNote({ text: parsed.error.issues[0]?.message ?? DISCOUNT_CODE_EMPTY, tone: 'error' });
      return;
    }
    validate.mutate(
      { code: parsed.data },
      {
        onSuccess: (answer) => {
          setCode(answer.code);
          setApplied({ code: answer.code, discountValue: answer.discountValue });
          setNote({ text: t({ id: 'checkout.discountApplied' }), tone: 'success' });
          toast.success(t({ id: 'checkout.discountAppliedToast' }), { autoClose: APPLIED_TOAST_MS });
        },
        onError: refuse,
      },
    );
  };

  return { code, change, apply, applying: validate.isPending, applied, note };
}
