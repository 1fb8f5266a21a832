import type { PaymentMethod } from '@souq/shared/schemas/order';

/** Everything a tax document says of its own, in both of its languages. */
export interface Bilingual {
  en: string;
  ar: string;
}

export const LABELS = {
  seller: { en: 'Seller', ar: 'البائع' },
  billTo: { en: 'Bill to', ar: 'إلى' },
  trn: { en: 'TRN', ar: 'الرقم الضريبي' },
  tradeLicence: { en: 'Trade licence', ar: 'الرخصة التجارية' },
  licenceAuthority: { en: 'Issued by', ar: 'جهة الإصدار' },
  email: { en: 'E-mail', ar: 'البريد الإلكتروني' },
  phone: { en: 'Phone', ar: 'الهاتف' },
  company: { en: 'Company', ar: 'الشركة' },
  invoiceNumber: { en: 'Invoice number', ar: 'رقم الفاتورة' },
  creditNoteNumber: { en: 'Credit note number', ar: 'رقم الإشعار' },
  issueDate: { en: 'Issue date', ar: 'تاريخ الإصدار' },
  supplyDate: { en: 'Date of supply', ar: 'تاريخ التوريد' },
  orderNumber: { en: 'Order number', ar: 'رقم الطلب' },
  paymentMethod: { en: 'Payment method', ar: 'طريقة الدفع' },
  currency: { en: 'Currency', ar: 'العملة' },
  correctsInvoice: { en: 'Corrects invoice', ar: 'الفاتورة الأصلية' },
  reason: { en: 'Reason', ar: 'السبب' },
  valueBefore: { en: 'Value before this note', ar: 'القيمة قبل الإشعار' },
  valueAfter: { en: 'Value after this note', ar: 'القيمة بعد الإشعار' },
  difference: { en: 'Difference (credited)', ar: 'الفرق' },
  net: { en: 'Net', ar: 'الصافي' },
  vat: { en: 'VAT', ar: 'الضريبة' },
  gross: { en: 'Gross', ar: 'الإجمالي' },
  amount: { en: 'Amount', ar: 'المبلغ' },
  description: { en: 'Description', ar: 'الوصف' },
  quantity: { en: 'Qty', ar: 'الكمية' },
  // A column heading, broken where its narrow column reads best.
  unitPrice: { en: 'Unit price\n(incl. VAT)', ar: 'سعر الوحدة\nشامل الضريبة' },
  plainUnitPrice: { en: 'Unit price', ar: 'سعر الوحدة' },
  discount: { en: 'Discount', ar: 'الخصم' },
  netAmount: { en: 'Net amount', ar: 'المبلغ الصافي' },
  vatRate: { en: 'VAT rate', ar: 'نسبة الضريبة' },
  vatAmount: { en: 'VAT amount', ar: 'مبلغ الضريبة' },
  grossAmount: { en: 'Gross amount', ar: 'المبلغ الإجمالي' },
  totalNet: { en: 'Total excluding VAT', ar: 'الإجمالي غير شامل الضريبة' },
  totalGross: { en: 'Total including VAT', ar: 'الإجمالي شامل الضريبة' },
  total: { en: 'Total', ar: 'الإجمالي' },
  continued: { en: 'continued', ar: 'تابع' },
  amountsInAed: { en: 'Amounts in AED (UAE dirham).', ar: 'المبالغ بالدرهم الإماراتي.' },
} as const satisfies Record<string, Bilingual>;

export const PAYMENT_METHODS: Record<PaymentMethod, Bilingual> = {
  cod: { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' },
  stripe: { en: 'Card', ar: 'بطاقة' },
};

/** "VAT 5 %", or plain "VAT" when the lines carry more than one rate. */
export function vatTotalLabel(rates: readonly number[]): Bilingual {
  const distinct = [...new Set(rates)];
  const [rate] = distinct;
  if (distinct.length !== 1 || rate === undefined) return { en: 'VAT', ar: 'ضريبة القيمة المضافة' };
  return { en: `VAT ${rate} %`, ar: `ضريبة القيمة المضافة ${rate}%` };
}

export const CURRENCY_NAME: Bilingual = { en: 'AED (UAE dirham)', ar: 'درهم إماراتي' };
