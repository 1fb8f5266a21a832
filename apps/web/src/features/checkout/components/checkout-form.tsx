import { zodResolver } from '@hookform/resolvers/zod';
import { isValidUaeMobile } from '@souq/shared/phone/uae-phone';
import type { CartLineInput } from '@souq/shared/pricing/cart-totals';
import { checkoutBill, type ShippingMethod } from '@souq/shared/pricing/checkout-bill';
import { filsToAed } from '@souq/shared/pricing/money';
import type { SavedAddress } from '@souq/shared/schemas/address-book';
import { type OrderAddress, type OrderAddressInput, orderAddressSchema } from '@souq/shared/schemas/order';
import type { PublicUser } from '@souq/shared/schemas/public-user';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ShippingAddressFields } from '@/shared/address/shipping-address-fields';
import { saveCheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { useAccount } from '@/shared/session/use-session-check';
import { useSeller } from '@/shared/store-config/get-store-config';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';
import { checkoutVat } from '../checkout-vat';
import { useBusinessBuyer } from '../use-business-buyer';
import { useDiscountCode } from '../use-discount-code';
import { useSaveToAddressBook } from '../use-save-to-address-book';
import { BusinessBuyerFields } from './business-buyer-fields';
import { CheckoutBillSummary } from './checkout-bill-summary';
import { CheckoutBreadcrumb } from './checkout-breadcrumb';
import { CheckoutSection } from './checkout-section';
import { DiscountCodeForm } from './discount-code-form';
import { SaveAddressOption } from './save-address-option';
import { NEW_ADDRESS, SavedAddressPicker } from './saved-address-picker';
import { ShippingMethods } from './shipping-methods';

interface CheckoutFormProps {
  lines: readonly CartLineInput[];
  /** The account's name, email and (UAE mobile) phone fill the address. */
  user: PublicUser | null;
  /** The address book, the default first: it fills the address instead when it has one. */
  savedAddresses: readonly SavedAddress[];
}

/** The fields a saved address fills in. */
const fieldsOf = ({ fullname, email, phone, street, city, region, zipcode }: SavedAddress) => ({
  fullname,
  email,
  phone,
  street,
  city,
  region,
  zipcode,
});

/** Checkout: address, shipping method and code on one side, the bill on the other. */
export function CheckoutForm({ lines, user, savedAddresses }: CheckoutFormProps) {
  const { formatMessage: t } = useIntl();
  const formId = useId();
  const navigate = useNavigate();
  const [shippingMethod, setShippingMethod] = useState<ShippingMethod>('Normal');
  const discount = useDiscountCode();
  // One key per checkout attempt, so a repeated order call cannot place a second order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const accountPhone = useAccount()?.phone;
  const blank = {
    fullname: user?.name ?? '',
    email: user?.email ?? '',
    phone: accountPhone && isValidUaeMobile(accountPhone) ? accountPhone : '',
    street: '',
    zipcode: '',
    city: '',
  };
  const [firstSaved] = savedAddresses;
  const [chosenAddress, setChosenAddress] = useState(firstSaved?.id ?? NEW_ADDRESS);
  const addressBook = useSaveToAddressBook(savedAddresses.length);
  const businessBuyer = useBusinessBuyer();
  const { seller } = useSeller();
  const { register, handleSubmit, formState, getValues, setValue, reset } = useForm<
    OrderAddressInput,
    unknown,
    OrderAddress
  >({
    resolver: zodResolver(orderAddressSchema),
    defaultValues: firstSaved ? fieldsOf(firstSaved) : blank,
  });
  const chooseAddress = (id: string) => {
    setChosenAddress(id);
    const saved = savedAddresses.find((address) => address.id === id);
    reset(saved ? fieldsOf(saved) : blank);
  };

  // The account answer may arrive after the form shows; it fills the phone only while the shopper has not.
  useEffect(() => {
    if (accountPhone && isValidUaeMobile(accountPhone) && getValues('phone') === '')
      setValue('phone', accountPhone);
  }, [accountPhone, getValues, setValue]);

  const discountValue = discount.applied?.discountValue ?? 0;
  const bill = checkoutBill(lines, shippingMethod, discountValue);
  const vat = checkoutVat(bill, seller?.vatRegistered);

  // The payment page is handed the address, method, total, code (upper-cased, or null) and the company a tax
  // invoice is for (or null). A refused company keeps the shopper here, as a refused address does; a new
  // address the shopper asked to keep is saved first, and when it cannot be they stay here to see why.
  const submit = handleSubmit(
    async (formData) => {
      if (addressBook.saving) return;
      const business = businessBuyer.checked();
      if (business === undefined) return;
      if (chosenAddress === NEW_ADDRESS && !(await addressBook.saveIfWanted(formData))) return;
      saveCheckoutHandoff({
        formData,
        shippingMethod,
        finalAmount: filsToAed(bill.grandTotalFils),
        discountCode: discount.applied?.code ?? null,
        discountValue,
        idempotencyKey,
        business,
      });
      navigate('/checkout/payment');
    },
    () => {
      addressBook.checkLabel();
      businessBuyer.showErrors();
    },
  );

  return (
    <PageContainer>
      <CheckoutBreadcrumb />
      <PageHeading>{t({ id: 'checkout.title' })}</PageHeading>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <CheckoutSection title={t({ id: 'checkout.shippingAddress' })}>
            {savedAddresses.length > 0 ? (
              <SavedAddressPicker addresses={savedAddresses} value={chosenAddress} onChange={chooseAddress} />
            ) : null}
            <form id={formId} noValidate onSubmit={submit}>
              {/* Drawn afresh for each choice: a blank region is the select's own first option again. */}
              <ShippingAddressFields key={chosenAddress} register={register} errors={formState.errors} />
              {chosenAddress === NEW_ADDRESS && addressBook.offered ? (
                <SaveAddressOption
                  checked={addressBook.wanted}
                  onCheckedChange={addressBook.setWanted}
                  label={addressBook.label}
                  onLabelChange={addressBook.setLabel}
                  labelError={addressBook.labelError}
                  labelRef={addressBook.labelRef}
                />
              ) : null}
              <BusinessBuyerFields buyer={businessBuyer} />
            </form>
          </CheckoutSection>
          <CheckoutSection title={t({ id: 'checkout.shippingMethods' })}>
            <ShippingMethods value={shippingMethod} onChange={setShippingMethod} />
          </CheckoutSection>
          <CheckoutSection title={t({ id: 'checkout.discountCode' })}>
            <DiscountCodeForm
              code={discount.code}
              onCodeChange={discount.change}
              onApply={discount.apply}
              applying={discount.applying}
              note={discount.note}
            />
          </CheckoutSection>
        </div>
        <CheckoutBillSummary bill={bill} formId={formId} vat={vat} />
      </div>
    </PageContainer>
  );
}
