import { STORE_TIME_ZONE } from '@souq/shared/config/store';
import { LOCALE_FORMAT_TAG, type Locale } from '@souq/shared/i18n/locales';
import { formatOrderDate, paymentMethodLabel } from '@souq/shared/orders/order-labels';
import { formatAed } from '@souq/shared/pricing/money';
import { vatIncludedText } from '@souq/shared/pricing/vat';
import type { OrderStatus, PaymentMethod } from '@souq/shared/schemas/order';

/**
 * Every word of the e-mails, in each language the store speaks. An e-mail is written in the language the
 * shopper was using when they caused it (their request's), and an order's e-mails in the language the order
 * was placed in, whoever moves it later. Amounts, order numbers and addresses inside an Arabic sentence are
 * isolated (`ltr`), so they read left to right where they sit.
 */
export interface MailText {
  dir: 'ltr' | 'rtl';
  date(iso: string): string;
  linkRemoved: string;
  openAddress: string;
  ignore: string;
  subscribedBecause: string;
  unsubscribe: string;
  welcome: {
    subject(store: string): string;
    heading(name: string): string;
    body(store: string): string;
    button: string;
  };
  passwordReset: {
    subject(store: string): string;
    preview: string;
    heading: string;
    body(name: string, store: string): string;
    button: string;
    keepsPassword: string;
  };
  emailChange: {
    subject: string;
    heading: string;
    body(name: string, store: string): string;
    button: string;
  };
  newsletterConfirm: {
    subject(store: string): string;
    preview: string;
    heading: string;
    body(store: string): string;
    button: string;
  };
  newsletterWelcome: { subject(store: string): string; heading: string; body(store: string): string };
  orders: {
    viewOrders: string;
    placedSubject(number: string): string;
    placedPreview(number: string): string;
    placedHeading: string;
    placedBody(name: string, number: string): string;
    status: Partial<Record<OrderStatus, { subject(number: string): string; heading: string; body: string }>>;
    statusSubject(number: string, status: string): string;
    statusHeading(status: string): string;
    statusBody(number: string, status: string): string;
    cancelledByShopper: string;
    cancelledByStore: string;
    reason(note: string): string;
    refund: string;
    failedSubject(number: string): string;
    failedPreview(number: string): string;
    failedHeading: string;
    failedBody(number: string): string;
    goToCart: string;
  };
  summary: {
    placed(number: string, date: string): string;
    items: string;
    line(colour: string, size: string, quantity: number): string;
    bill: string;
    itemsTotal: string;
    discount(code: string, percent: number): string;
    delivery(method: string): string;
    total: string;
    vatIncluded(vatFils: number, percent: number): string;
    deliveryAddress: string;
    payment: string;
    paymentMethod: Record<PaymentMethod, string>;
    shippingMethod(method: string): string;
    payOnArrival(method: string, totalFils: number): string;
    paid(method: string): string;
    notPaid(method: string): string;
  };
  taxDocument: {
    subject(title: string, number: string, orderNumber: string): string;
    greeting(name: string): string;
    credit(args: {
      number: string;
      issued: string;
      orderNumber: string;
      invoiceNumber: string;
      grossFils: number;
      vatFils: number;
      reason: string;
    }): string;
    invoice(args: {
      title: string;
      number: string;
      issued: string;
      orderNumber: string;
      grossFils: number;
      vatFils: number | null;
    }): string;
    downloadAgain(ordersUrl: string): string;
  };
}

/** First strong isolate … pop directional isolate: a run of Latin letters or digits kept whole in Arabic. */
const ltr = (text: string) => `\u2068${text}\u2069`;

/** '27 نوفمبر 2026': the day in Dubai, the month's Arabic name, Western digits. */
const ARABIC_DAY = new Intl.DateTimeFormat(LOCALE_FORMAT_TAG.ar, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: STORE_TIME_ZONE,
});
const arabicDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : ARABIC_DAY.format(date);
};

const english: MailText = {
  dir: 'ltr',
  date: formatOrderDate,
  linkRemoved: "(The link was removed from the store's copy once this was sent.)",
  openAddress: 'Or open this address:',
  ignore: 'If you did not ask for this, you can ignore this e-mail.',
  subscribedBecause: 'You receive this because you subscribed to our newsletter.',
  unsubscribe: 'Unsubscribe',
  welcome: {
    subject: (store) => `Welcome to ${store}`,
    heading: (name) => `Welcome, ${name}!`,
    body: (store) =>
      `Your ${store} account is ready. Save favourites to your wishlist, check out faster with saved addresses, and follow every order from My Orders.`,
    button: 'Start shopping',
  },
  passwordReset: {
    subject: (store) => `Reset your ${store} password`,
    preview: 'Set a new password',
    heading: 'Reset your password',
    body: (name, store) =>
      `Hi ${name}, someone (we hope you) asked to reset the password of your ${store} account. The link below works once, for 30 minutes.`,
    button: 'Set a new password',
    keepsPassword: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  },
  emailChange: {
    subject: 'Confirm your new e-mail address',
    heading: 'Confirm your new e-mail',
    body: (name, store) =>
      `Hi ${name}, please confirm that this is the new e-mail address of your ${store} account. The link works once, for 24 hours; until you open it, your account keeps its old address.`,
    button: 'Confirm this address',
  },
  newsletterConfirm: {
    subject: (store) => `Confirm your ${store} newsletter subscription`,
    preview: 'One click to confirm',
    heading: 'Confirm your subscription',
    body: (store) =>
      `Please confirm that you would like ${store}'s newsletter: new arrivals, offers and sizing tips, at most once a week. Until you confirm, we send you nothing else.`,
    button: 'Yes, subscribe me',
  },
  newsletterWelcome: {
    subject: (store) => `You are subscribed to ${store} news`,
    heading: 'You are subscribed',
    body: (store) =>
      `Thank you for subscribing to ${store}'s newsletter. You will hear about new arrivals and offers first. You can unsubscribe at any time with the link below.`,
  },
  orders: {
    viewOrders: 'View my orders',
    placedSubject: (number) => `Thank you for your order ${number}`,
    placedPreview: (number) => `We have your order ${number}.`,
    placedHeading: 'Thank you for your order',
    placedBody: (name, number) =>
      `Hi ${name}, we have your order ${number} and are getting it ready. We will e-mail you as it moves.`,
    status: {
      Packing: {
        subject: (n) => `Your order ${n} is being packed`,
        heading: 'We are packing your order',
        body: 'Your order is being packed and will be on its way soon.',
      },
      Shipped: {
        subject: (n) => `Your order ${n} has shipped`,
        heading: 'Your order has shipped',
        body: 'Your order has left our warehouse and is on its way to you.',
      },
      'Out for delivery': {
        subject: (n) => `Your order ${n} is out for delivery`,
        heading: 'Your order is out for delivery',
        body: 'Our courier is bringing your order today. Please keep your phone close.',
      },
      Delivered: {
        subject: (n) => `Your order ${n} was delivered`,
        heading: 'Your order was delivered',
        body: 'Your order was delivered. We hope your little ones love it!',
      },
      Cancelled: {
        subject: (n) => `Your order ${n} was cancelled`,
        heading: 'Your order was cancelled',
        body: 'Your order was cancelled.',
      },
    },
    statusSubject: (number, status) => `Your order ${number} is now ${status}`,
    statusHeading: (status) => `Your order is now ${status}`,
    statusBody: (number, status) => `Your order ${number} is now ${status}.`,
    cancelledByShopper: 'You cancelled this order.',
    cancelledByStore: 'We had to cancel this order.',
    reason: (note) => `Reason: ${note}.`,
    refund: 'Your card payment is refunded to the same card; banks take 5 to 10 working days to show it.',
    failedSubject: (number) => `Payment for order ${number} did not go through`,
    failedPreview: (number) => `The card payment for ${number} did not go through.`,
    failedHeading: 'Your card payment did not go through',
    failedBody: (number) =>
      `The card payment for order ${number} failed or was not completed in time, so the order was cancelled and nothing was charged. Your items are still in your cart if you would like to try again.`,
    goToCart: 'Go to my cart',
  },
  summary: {
    placed: (number, date) => `Order ${number} · placed ${date}`,
    items: 'Items',
    line: (colour, size, quantity) => `Colour: ${colour} · Size: ${size} · Qty: ${quantity}`,
    bill: 'Bill',
    itemsTotal: 'Items',
    discount: (code, percent) => `Discount code ${code} (${percent}%)`,
    delivery: (method) => `Delivery (${method})`,
    total: 'Total',
    vatIncluded: vatIncludedText,
    deliveryAddress: 'Delivery address',
    payment: 'Payment',
    paymentMethod: { cod: paymentMethodLabel('cod'), stripe: paymentMethodLabel('stripe') },
    shippingMethod: (method) => method,
    payOnArrival: (method, totalFils) => `${method}: pay ${formatAed(totalFils)} when it arrives`,
    paid: (method) => `${method}: paid`,
    notPaid: (method) => `${method}: not paid`,
  },
  taxDocument: {
    subject: (title, number, orderNumber) => `Your ${title.toLowerCase()} ${number} for order ${orderNumber}`,
    greeting: (name) => `Hi ${name},`,
    credit: ({ number, issued, orderNumber, invoiceNumber, grossFils, vatFils, reason }) =>
      `Attached is our credit note ${number} of ${issued} for order ${orderNumber}. It corrects invoice ${invoiceNumber} by ${formatAed(grossFils)} (VAT ${formatAed(vatFils)}): ${reason}`,
    invoice: ({ title, number, issued, orderNumber, grossFils, vatFils }) =>
      `Attached is the ${title.toLowerCase()} ${number} of ${issued} for your order ${orderNumber}: ${formatAed(grossFils)}${vatFils === null ? '.' : `, VAT included ${formatAed(vatFils)}.`}`,
    downloadAgain: (ordersUrl) => `You can download it again at any time from My Orders at ${ordersUrl}.`,
  },
};

const arabic: MailText = {
  dir: 'rtl',
  date: arabicDate,
  linkRemoved: '(أُزيل الرابط من نسخة المتجر بعد إرسال هذه الرسالة.)',
  openAddress: 'أو افتحوا هذا العنوان:',
  ignore: 'إن لم تطلبوا ذلك، يمكنكم تجاهل هذه الرسالة.',
  subscribedBecause: 'تصلكم هذه الرسالة لأنكم اشتركتم في نشرتنا البريدية.',
  unsubscribe: 'إلغاء الاشتراك',
  welcome: {
    subject: (store) => `أهلًا بكم في ${ltr(store)}`,
    heading: (name) => `أهلًا ${name}!`,
    body: (store) =>
      `حسابكم في ${ltr(store)} جاهز. احفظوا ما يعجبكم في قائمة الأمنيات، وأتمّوا الشراء أسرع بعناوينكم المحفوظة، وتابعوا كل طلب من صفحة طلباتي.`,
    button: 'ابدؤوا التسوّق',
  },
  passwordReset: {
    subject: (store) => `إعادة تعيين كلمة مرور ${ltr(store)}`,
    preview: 'عيّنوا كلمة مرور جديدة',
    heading: 'إعادة تعيين كلمة المرور',
    body: (name, store) =>
      `مرحبًا ${name}، طلب أحدٌ (نأمل أن تكونوا أنتم) إعادة تعيين كلمة مرور حسابكم في ${ltr(store)}. يعمل الرابط أدناه مرة واحدة، لمدة 30 دقيقة.`,
    button: 'عيّنوا كلمة مرور جديدة',
    keepsPassword: 'إن لم تطلبوا ذلك، يمكنكم تجاهل هذه الرسالة: تبقى كلمة مروركم كما هي.',
  },
  emailChange: {
    subject: 'أكّدوا عنوان بريدكم الإلكتروني الجديد',
    heading: 'أكّدوا بريدكم الإلكتروني الجديد',
    body: (name, store) =>
      `مرحبًا ${name}، يُرجى تأكيد أن هذا هو عنوان البريد الإلكتروني الجديد لحسابكم في ${ltr(store)}. يعمل الرابط مرة واحدة، لمدة 24 ساعة؛ وإلى أن تفتحوه يبقى لحسابكم عنوانه القديم.`,
    button: 'أكّدوا هذا العنوان',
  },
  newsletterConfirm: {
    subject: (store) => `أكّدوا اشتراككم في نشرة ${ltr(store)}`,
    preview: 'نقرة واحدة للتأكيد',
    heading: 'أكّدوا اشتراككم',
    body: (store) =>
      `يُرجى تأكيد رغبتكم في نشرة ${ltr(store)} البريدية: وصول المنتجات الجديدة والعروض ونصائح المقاسات، مرة في الأسبوع على الأكثر. لن نرسل لكم شيئًا آخر قبل أن تؤكّدوا.`,
    button: 'نعم، اشتركوا بي',
  },
  newsletterWelcome: {
    subject: (store) => `اشتركتم في أخبار ${ltr(store)}`,
    heading: 'اشتركتم بنجاح',
    body: (store) =>
      `شكرًا لاشتراككم في نشرة ${ltr(store)} البريدية. ستعرفون بالمنتجات الجديدة والعروض أولًا. يمكنكم إلغاء الاشتراك في أي وقت من الرابط أدناه.`,
  },
  orders: {
    viewOrders: 'عرض طلباتي',
    placedSubject: (number) => `شكرًا لطلبكم ${ltr(number)}`,
    placedPreview: (number) => `وصلنا طلبكم ${ltr(number)}.`,
    placedHeading: 'شكرًا لطلبكم',
    placedBody: (name, number) =>
      `مرحبًا ${name}، وصلنا طلبكم ${ltr(number)} ونحن نجهّزه الآن. سنراسلكم بالبريد الإلكتروني مع كل خطوة.`,
    status: {
      Packing: {
        subject: (n) => `طلبكم ${ltr(n)} قيد التجهيز`,
        heading: 'نجهّز طلبكم الآن',
        body: 'يجري تغليف طلبكم وسيكون في طريقه إليكم قريبًا.',
      },
      Shipped: {
        subject: (n) => `تم شحن طلبكم ${ltr(n)}`,
        heading: 'تم شحن طلبكم',
        body: 'غادر طلبكم مستودعنا وهو في طريقه إليكم.',
      },
      'Out for delivery': {
        subject: (n) => `طلبكم ${ltr(n)} خرج للتوصيل`,
        heading: 'طلبكم خرج للتوصيل',
        body: 'مندوبنا يوصل طلبكم اليوم. يُرجى إبقاء هاتفكم قريبًا.',
      },
      Delivered: {
        subject: (n) => `تم توصيل طلبكم ${ltr(n)}`,
        heading: 'تم توصيل طلبكم',
        body: 'تم توصيل طلبكم. نتمنى أن يسعد به صغاركم!',
      },
      Cancelled: {
        subject: (n) => `أُلغي طلبكم ${ltr(n)}`,
        heading: 'أُلغي طلبكم',
        body: 'أُلغي طلبكم.',
      },
    },
    statusSubject: (number, status) => `حالة طلبكم ${ltr(number)} الآن: ${ltr(status)}`,
    statusHeading: (status) => `حالة طلبكم الآن: ${ltr(status)}`,
    statusBody: (number, status) => `حالة طلبكم ${ltr(number)} الآن: ${ltr(status)}.`,
    cancelledByShopper: 'ألغيتم هذا الطلب.',
    cancelledByStore: 'اضطررنا إلى إلغاء هذا الطلب.',
    reason: (note) => `السبب: ${note}.`,
    refund: 'يُعاد مبلغ الدفع بالبطاقة إلى البطاقة نفسها؛ وتحتاج البنوك من 5 إلى 10 أيام عمل لإظهاره.',
    failedSubject: (number) => `لم يتم الدفع للطلب ${ltr(number)}`,
    failedPreview: (number) => `لم يتم الدفع بالبطاقة للطلب ${ltr(number)}.`,
    failedHeading: 'لم يتم الدفع بالبطاقة',
    failedBody: (number) =>
      `تعذّر الدفع بالبطاقة للطلب ${ltr(number)} أو لم يكتمل في الوقت المحدد، فأُلغي الطلب ولم يُخصم أي مبلغ. ما زالت منتجاتكم في سلتكم إن أردتم المحاولة مرة أخرى.`,
    goToCart: 'الذهاب إلى سلتي',
  },
  summary: {
    placed: (number, date) => `الطلب ${ltr(number)} · بتاريخ ${date}`,
    items: 'المنتجات',
    line: (colour, size, quantity) => `اللون: ${colour} · المقاس: ${ltr(size)} · الكمية: ${quantity}`,
    bill: 'الفاتورة',
    itemsTotal: 'المنتجات',
    discount: (code, percent) => `كود الخصم ${ltr(code)} (${percent}%)`,
    delivery: (method) => `التوصيل (${method})`,
    total: 'الإجمالي',
    vatIncluded: (vatFils, percent) => `يشمل ضريبة القيمة المضافة ${percent}%: ${ltr(formatAed(vatFils))}`,
    deliveryAddress: 'عنوان التوصيل',
    payment: 'الدفع',
    paymentMethod: { cod: 'الدفع عند الاستلام', stripe: 'بطاقة' },
    shippingMethod: (method) => (method === 'Express' ? 'سريع' : method === 'Normal' ? 'عادي' : method),
    payOnArrival: (method, totalFils) => `${method}: ادفعوا ${ltr(formatAed(totalFils))} عند الاستلام`,
    paid: (method) => `${method}: مدفوع`,
    notPaid: (method) => `${method}: غير مدفوع`,
  },
  taxDocument: {
    subject: (title, number, orderNumber) => `${title} ${ltr(number)} لطلبكم ${ltr(orderNumber)}`,
    greeting: (name) => `مرحبًا ${name}،`,
    credit: ({ number, issued, orderNumber, invoiceNumber, grossFils, vatFils, reason }) =>
      `مرفق إشعارنا الدائن ${ltr(number)} بتاريخ ${issued} للطلب ${ltr(orderNumber)}. وهو يصحّح الفاتورة ${ltr(invoiceNumber)} بمبلغ ${ltr(formatAed(grossFils))} (منها ضريبة القيمة المضافة ${ltr(formatAed(vatFils))}): ${reason}`,
    invoice: ({ title, number, issued, orderNumber, grossFils, vatFils }) =>
      `مرفق ${title} ${ltr(number)} بتاريخ ${issued} لطلبكم ${ltr(orderNumber)}: ${ltr(formatAed(grossFils))}${vatFils === null ? '.' : `، شاملة ضريبة القيمة المضافة ${ltr(formatAed(vatFils))}.`}`,
    downloadAgain: (ordersUrl) => `يمكنكم تنزيله مرة أخرى في أي وقت من صفحة طلباتي: ${ordersUrl}`,
  },
};

export const MAIL_TEXT: Readonly<Record<Locale, MailText>> = { en: english, ar: arabic };
