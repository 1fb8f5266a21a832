import {
  type AdminOrderDetail,
  RETURN_RECORDED,
  type ReturnRequest,
} from '@souq/shared/schemas/admin-orders';
import type { OrderItem } from '@souq/shared/schemas/order';
import { sizeLabel } from '@souq/shared/sizes/size-tables';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type FieldError, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { buttonStyles } from '@/shared/ui/button-styles';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FieldError as FieldErrorText } from '@/shared/ui/field-error';
import { fieldClass, labelClass } from '@/shared/ui/field-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { SuccessNote } from '@/shared/ui/success-note';
import { TextField } from '@/shared/ui/text-field';
import { useRecordReturn } from '../api/record-return';
import {
  canRecordReturn,
  newReturnValues,
  type ReturnFormValues,
  returnResolver,
  unitsLeft,
} from '../return-form-values';

/**
 * Returns of a delivered order: once it is paid, "Record a return" opens the form in place, as the page's
 * other actions do. Focus goes into the form when it opens and back to the button when it closes (Cancel,
 * Escape, or the return recorded); when nothing is left to come back, to the line saying so.
 */
export function ReturnPanel({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const allBack = useRef<HTMLParagraphElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    (opener.current ?? allBack.current)?.focus();
  }, [open]);

  if (order.status !== 'Delivered') return null;
  if (!order.payment) {
    return (
      <p className="text-sm text-navy-600">
        A return is recorded once the order is paid
        {order.paymentMethod === 'cod' ? ' (once its cash is recorded)' : ''}.
      </p>
    );
  }
  const close = () => {
    refocus.current = true;
    setOpen(false);
  };

  return (
    <div className="flex flex-col gap-3">
      {open ? (
        <ReturnForm
          order={order}
          onCancel={close}
          onRecorded={() => {
            setDone(RETURN_RECORDED);
            close();
          }}
        />
      ) : canRecordReturn(order) ? (
        <button
          ref={opener}
          type="button"
          className={`${buttonStyles.secondary} self-start`}
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
        >
          Record a return
        </button>
      ) : (
        <p ref={allBack} tabIndex={-1} className="text-sm text-navy-600">
          Every unit of this order has come back.
        </p>
      )}
      <SuccessNote message={done} />
    </div>
  );
}

interface ReturnFormProps {
  order: AdminOrderDetail;
  onCancel: () => void;
  onRecorded: () => void;
}

function ReturnForm({ order, onCancel, onRecorded }: ReturnFormProps) {
  const record = useRecordReturn(order._id);
  const headingId = useId();
  const groupErrorId = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<ReturnFormValues, unknown, ReturnRequest>({
    // Read again with each render: what is left of each item is the order's as it now is.
    resolver: returnResolver(order.items),
    defaultValues: newReturnValues(order.items),
    shouldFocusError: false,
  });
  const firstOpen = order.items.findIndex((item) => unitsLeft(item) > 0);
  const opensAt = useRef(firstOpen);

  // The form has just opened: the first quantity is what a person fills in first.
  useEffect(() => {
    if (opensAt.current >= 0) setFocus(`lines.${opensAt.current}.quantity`);
  }, [setFocus]);

  // An item someone else has since taken back in full (the order was fetched again after a refusal) has no
  // input any more: nothing of it is sent.
  useEffect(() => {
    order.items.forEach((item, index) => {
      if (unitsLeft(item) === 0) setValue(`lines.${index}.quantity`, '0');
    });
  }, [order.items, setValue]);

  const onSubmit = handleSubmit(
    (request) => record.mutate(request, { onSuccess: onRecorded }),
    (invalid) => {
      const line = order.items.findIndex((_, index) => invalid.lines?.[index]?.quantity);
      if (line >= 0) setFocus(`lines.${line}.quantity`);
      else if (invalid.root?.lines && firstOpen >= 0) setFocus(`lines.${firstOpen}.quantity`);
      else if (invalid.reason) setFocus('reason');
    },
  );
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };
  const groupError = errors.root?.lines?.message;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border-2 border-navy-100 p-3"
    >
      <h3 id={headingId} className="font-extrabold">
        Record a return
      </h3>
      <ServerAlert message={record.error?.message ?? null} />
      <fieldset aria-describedby={groupError ? groupErrorId : undefined}>
        <legend className={labelClass}>What came back</legend>
        <ul className="divide-y divide-navy-100">
          {order.items.map((item, index) => (
            <ReturnLine
              key={`${item.itemId}/${item.colorName}/${item.size}`}
              item={item}
              input={register(`lines.${index}.quantity`, { onChange: () => clearErrors('root.lines') })}
              error={errors.lines?.[index]?.quantity}
              groupErrorId={groupError ? groupErrorId : undefined}
            />
          ))}
        </ul>
        <FieldErrorText id={groupErrorId} error={groupError} />
      </fieldset>
      <TextField
        label="Reason"
        maxLength={500}
        autoComplete="off"
        error={errors.reason?.message}
        {...register('reason')}
      />
      <CheckboxField
        label="Put the units back on sale"
        hint="Untick it for damaged units: they stay off sale."
        {...register('restock')}
      />
      <p className="text-sm text-navy-800">
        {order.paymentMethod === 'stripe'
          ? 'The returned units are refunded to the card.'
          : 'Hand the refund back in cash; the timeline will say how much.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={record.isPending}>
          {record.isPending ? 'Recording…' : 'Record return'}
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

interface ReturnLineProps {
  item: OrderItem;
  input: UseFormRegisterReturn;
  error: FieldError | undefined;
  groupErrorId: string | undefined;
}

/** One item: what it is, bought and returned so far, and how many came back now (0 is none). */
function ReturnLine({ item, input, error, groupErrorId }: ReturnLineProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const left = unitsLeft(item);
  const describedBy = [hintId, error ? errorId : null, groupErrorId].filter(Boolean).join(' ');
  return (
    <li className="py-3 first:pt-1 last:pb-1">
      <div className="flex items-end gap-3">
        <div className="min-w-0 flex-1 self-center">
          <p className="font-bold break-words">{item.name}</p>
          <p className="text-sm text-navy-600">
            {item.colorName} · Size {sizeLabel(item.size)}
          </p>
          <p className="text-sm text-navy-600">
            Bought {item.quantity} · Returned {item.returned}
          </p>
        </div>
        {left > 0 ? (
          <div className="w-24 shrink-0">
            <label htmlFor={inputId} className={labelClass}>
              Quantity
              <span className="sr-only">
                {' '}
                of {item.name}, {item.colorName}, size {sizeLabel(item.size)}
              </span>
            </label>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={0}
              max={left}
              step={1}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={fieldClass(error?.message)}
              {...input}
            />
            <p id={hintId} className="mt-1 text-xs text-navy-600">
              0 to {left}
            </p>
          </div>
        ) : (
          <p className="shrink-0 self-center text-sm font-bold text-navy-600">All returned</p>
        )}
      </div>
      <FieldErrorText id={errorId} error={error?.message} />
    </li>
  );
}
