import { zodResolver } from '@hookform/resolvers/zod';
import { isValidUaeMobile } from '@souq/shared/phone/uae-phone';
import type { CartLineInput } from '@souq/shared/pricing/cart-totals';
import { checkoutBill, type ShippingMethod } from '@souq/shared/pricing/checkout-bill';
import { filsToAed } from '@souq/shared/pricing/money';
import { type OrderAddress, type OrderAddressInput, orderAddressSchema } from '@souq/shared/schemas/order';
import type { PublicUser } from '@souq/shared/schemas/public-user';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { saveCheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { useAccount } from '@/shared/session/use-session-check';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';
import { useDiscountCode } from '../use-discount-code';
import { CheckoutBillSummary } from './checkout-bill-summary';
import { CheckoutBreadcrumb } from './checkout-breadcrumb';
import { CheckoutSection } from './checkout-section';
import { DiscountCodeForm } from './discount-code-form';
import { ShippingAddressFields } from './shipping-address-fields';
import { ShippingMethods } from './shipping-methods';

interface CheckoutFormProps {
  lines: readonly CartLineInput[];
  /** The account's name, email and (UAE mobile) phone fill the address. */
  user: PublicUser | null;
}

/** Checkout: address, shipping method and code on one side, the bill on the other. */
export function CheckoutForm({ lines, user }: CheckoutFormProps) {
  const formId = useId();
  const navigate = useNavigate();
  const [shippingMethod, setShippingMethod] = useState<ShippingMethod>('Normal');
  const discount = useDiscountCode();
  // One key per checkout attempt, so a repeated order call cannot place a second order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { register, handleSubmit, formState, getValues, setValue } = useForm<
    OrderAddressInput,
    unknown,
    OrderAddress
  >({
    resolver: zodResolver(orderAddressSchema),
    defaultValues: {
      fullname: user?.name ?? '',
      email: user?.email ?? '',
      phone: '',
      street: '',
      zipcode: '',
      city: '',
    },
  });

  // The account answer may arrive after the form shows; it fills the phone only while the shopper has not.
  const accountPhone = useAccount()?.phone;
  useEffect(() => {
    if (accountPhone && isValidUaeMobile(accountPhone) && getValues('phone') === '')
      setValue('phone', accountPhone);
  }, [accountPhone, getValues, setValue]);

  const discountValue = discount.applied?.discountValue ?? 0;
  const bill = checkoutBill(lines, shippingMethod, discountValue);

  // The payment page is handed the address, method, total and code (upper-cased, or null).
  const submit = handleSubmit((formData) => {
    saveCheckoutHandoff({
      formData,
      shippingMethod,
      finalAmount: filsToAed(bill.grandTotalFils),
      discountCode: discount.applied?.code ?? null,
      discountValue,
      idempotencyKey,
    });
    navigate('/checkout/payment');
  });

  return (
    <PageContainer>
      <CheckoutBreadcrumb />
      <PageHeading>Checkout</PageHeading>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <CheckoutSection title="Shipping address">
            <form id={formId} noValidate onSubmit={submit}>
              <ShippingAddressFields register={register} errors={formState.errors} />
            </form>
          </CheckoutSection>
          <CheckoutSection title="Shipping Methods">
            <ShippingMethods value={shippingMethod} onChange={setShippingMethod} />
          </CheckoutSection>
          <CheckoutSection title="Discount Code">
            <DiscountCodeForm
              code={discount.code}
              onCodeChange={discount.change}
              onApply={discount.apply}
              applying={discount.applying}
              note={discount.note}
            />
          </CheckoutSection>
        </div>
        <CheckoutBillSummary bill={bill} formId={formId} />
      </div>
    </PageContainer>
  );
}
