import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { aed, sizeLabel, unitPrice } from '../support/catalogue';
import { across, expectNoSidewaysScroll, shotPath } from '../support/screens';
import { newShopper, type Shopper } from '../support/shoppers';
import { expect, test } from '../support/test';

/*
 * The whole shopper journey on the Arabic storefront (docs/product/languages.md), found only by the Arabic
 * names a shopper reads (apps/web/src/shared/i18n/messages/ar.json, and the api's answers in
 * packages/shared/src/i18n/answers-ar.ts): sign up, choose a colour and a size, check out to an emirate with
 * FIRSTDAY, pay cash on delivery and cancel, then pay a second order by the demo card.
 */

/** A product as GET /api/products answers it, with the fields this journey reads. */
interface PageProduct {
  _id: string;
  name: string;
  nameAr: string;
  price: number;
  discount: number;
  flashsale: boolean;
  variants: { colorName: string; colorNameAr: string; sizes: { size: string; stocks: number }[] }[];
}

interface Choice {
  product: PageProduct;
  /** The product's name as the Arabic pages show it. */
  name: string;
  colorName: string;
  /** The colour's name as the Arabic pages show it. */
  colour: string;
  size: string;
}

/**
 * The nth product of the listing's first page (as /ar/products shows it) that is off flash sale and has a
 * second colour with a well-stocked size, so the shopper really chooses a colour. Each viewport takes its own.
 */
async function listedChoice(request: APIRequestContext, nth: number): Promise<Choice> {
  const res = await request.get('/api/products?limit=24');
  const { products } = (await res.json()) as { products: PageProduct[] };
  const choices: Choice[] = [];
  for (const product of products) {
    const variant = product.variants[1];
    const size = variant?.sizes.find((s) => s.stocks >= 10);
    if (product.flashsale || !variant || !size) continue;
    choices.push({
      product,
      name: product.nameAr || product.name,
      colorName: variant.colorName,
      colour: variant.colorNameAr || variant.colorName,
      size: size.size,
    });
  }
  const chosen = choices[nth];
  if (!chosen)
    throw new Error('The listing shows too few products off flash sale with a second colour in stock');
  return chosen;
}

/** A size's button as an Arabic page names it: its label ('110', 'EU 28', 'مقاس واحد'), then its age. */
const arabicSizeLabel = (size: string) => (size === 'Free-size' ? 'مقاس واحد' : sizeLabel(size));

const html = (page: Page) => page.locator('html');

/**
 * Every page of the journey: Arabic, right to left, under /ar, no wider than the screen, and kept as a
 * picture named `arabic-{name}-{width}`.
 */
async function arabicPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL((url) => url.pathname === '/ar' || url.pathname.startsWith('/ar/'));
  await expectNoSidewaysScroll(page, `the Arabic ${name} page`);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: shotPath(testInfo, `arabic-${name}-${width}`), fullPage: true });
}

/** A toast's message, in the toasts' region. */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'الإشعارات Alt+T' }).getByRole('alert').filter({ hasText: text });

const header = (page: Page) => page.getByRole('banner');
const cartLink = (page: Page, count: string) =>
  header(page).getByRole('link', { name: `السلة، ${count}`, exact: true });

/** The Arabic sign-up form (SignUpForm), as the English journey's signUp fills it. */
async function signUp(page: Page, shopper: Shopper) {
  const form = page.getByRole('main');
  await form.getByLabel('الاسم', { exact: true }).fill(shopper.name);
  await form.getByLabel('رقم الهاتف', { exact: true }).fill(shopper.nationalNumber);
  await form.getByLabel('البريد الإلكتروني', { exact: true }).fill(shopper.email);
  await form.getByLabel('كلمة المرور', { exact: true }).fill(shopper.password);
  await form.getByRole('button', { name: 'إنشاء حساب', exact: true }).click();
}

/** On the product page: the colour, the size and the quantity, then أضيفوا إلى السلة. */
async function addToCart(page: Page, choice: Choice, quantity: number) {
  await page.getByRole('radio', { name: choice.colour, exact: true }).check();
  await expect(page.getByRole('group', { name: `اللون: ${choice.colour}` })).toBeVisible();
  await page
    .getByRole('group', { name: 'المقاس', exact: true })
    .getByRole('button', { name: new RegExp(`^${arabicSizeLabel(choice.size)}( |$)`) })
    .click();
  await page.getByLabel('الكمية', { exact: true }).selectOption(String(quantity));
  await page.getByRole('button', { name: 'أضيفوا إلى السلة', exact: true }).click();
}

/** The bill's value for a label of the checkout's summary. */
const billValue = (page: Page, label: string): Locator => page.locator(`dt:text-is("${label}") + dd`);

/** An order card's lines (its 'المنتجات' list). */
const orderLines = (card: Locator) =>
  card.getByRole('list', { name: 'المنتجات', exact: true }).getByRole('listitem');

/** An order card's 'إجمالي الطلب' line. */
const orderTotal = (card: Locator) => card.getByRole('paragraph').filter({ hasText: 'إجمالي الطلب' });

const VAT_LINE = /^يشمل ضريبة القيمة المضافة 5%: AED \d+\.\d{2}$/;

for (const [nth, viewport] of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
].entries()) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A shopper buys in Arabic: signs up, checks out to Dubai with FIRSTDAY, pays cash and cancels, then pays by card', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(180_000);
      const choice = await listedChoice(request, nth);
      const shopper = newShopper();

      // 1. The home page in Arabic: the header mirrors, the logo on the right of the cart.
      await page.goto('/ar');
      const logo = header(page).getByRole('link', { name: 'Little Souq، الصفحة الرئيسية' });
      await expect(logo).toBeVisible();
      expect(await across(page, logo)).toBeGreaterThan(await across(page, cartLink(page, 'لا منتجات')));
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'تتبّعوا طلبكم' })).toHaveAttribute(
        'href',
        '/ar/orders',
      );
      await arabicPage(page, testInfo, 'home');

      await header(page).getByRole('link', { name: 'دخول', exact: true }).click();
      await expect(page).toHaveURL('/ar/login');
      await expect(page.getByRole('heading', { name: 'تسجيل الدخول', level: 1 })).toBeVisible();
      const main = page.getByRole('main');

      // A refusal from the api, in Arabic: no account has this e-mail yet.
      await main.getByLabel('البريد الإلكتروني أو رقم الجوال', { exact: true }).fill(shopper.email);
      await main.getByLabel('كلمة المرور', { exact: true }).fill('not-the-password');
      await main.getByRole('button', { name: 'دخول', exact: true }).click();
      const refusal = toast(page, 'البريد الإلكتروني أو رقم الجوال أو كلمة المرور غير صحيحة.');
      await expect(refusal).toBeVisible();
      await expect(refusal.getByRole('button', { name: 'إغلاق' })).toBeVisible();
      await expect(page).toHaveURL('/ar/login');
      await arabicPage(page, testInfo, 'login');

      // The sign-up form, sent empty: its field messages are Arabic too.
      await main.getByRole('button', { name: 'أنشئوا حسابًا', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'إنشاء حساب', level: 1 })).toBeVisible();
      await main.getByRole('button', { name: 'إنشاء حساب', exact: true }).click();
      await expect(main.getByText('يرجى إدخال الاسم.', { exact: true })).toBeVisible();
      await expect(main.getByText('يرجى إدخال رقم الهاتف.', { exact: true })).toBeVisible();
      await expect(main.getByLabel('الاسم', { exact: true })).toHaveAccessibleDescription(
        'يرجى إدخال الاسم.',
      );
      await arabicPage(page, testInfo, 'sign-up-errors');

      await signUp(page, shopper);
      await expect(page).toHaveURL('/ar');
      await expect(header(page).getByRole('button', { name: 'قائمة الحساب' })).toBeVisible();
      await expect(header(page).getByRole('link', { name: 'دخول', exact: true })).toHaveCount(0);

      // 2. From the listing to the product, its colour and size, and into the cart.
      await page.goto('/ar/products');
      const grid = page.getByRole('list', { name: 'المنتجات', exact: true });
      await expect(grid.getByRole('link', { name: choice.name, exact: true })).toBeVisible();
      await arabicPage(page, testInfo, 'products');
      await grid.getByRole('link', { name: choice.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?#]*/ar/[^/]+/[^/]+/${choice.product._id}$`));
      await expect(page.getByRole('heading', { name: choice.name, level: 1 })).toBeVisible();

      await addToCart(page, choice, 2);
      await expect(toast(page, 'أُضيف المنتج إلى السلة!')).toBeVisible();
      await expect(cartLink(page, 'منتجان')).toBeVisible();
      await arabicPage(page, testInfo, 'product');

      // 3. The cart, then the checkout: an address in an emirate named in Arabic, Express and FIRSTDAY.
      await cartLink(page, 'منتجان').click();
      await expect(page).toHaveURL('/ar/cart');
      await expect(page.getByRole('heading', { name: 'سلة التسوق', level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByText(choice.name).first()).toBeVisible();
      await arabicPage(page, testInfo, 'cart');
      await page.getByRole('button', { name: 'المتابعة لإتمام الطلب' }).click();
      await expect(page).toHaveURL('/ar/checkout');
      await expect(page.getByRole('heading', { name: 'إتمام الطلب', level: 1 })).toBeVisible();

      await expect(page.getByLabel('الاسم الكامل')).toHaveValue(shopper.name);
      await expect(page.getByLabel('البريد الإلكتروني', { exact: true })).toHaveValue(shopper.email);
      await expect(page.getByLabel('رقم الهاتف', { exact: true })).toHaveValue(shopper.phone);
      await page.getByLabel('اسم الشارع ورقم المنزل').fill('فيلا 12، شارع الوصل');
      await page.getByLabel('الرمز البريدي').fill('00000');
      await page.getByLabel('المدينة').fill('دبي');
      const region = page.getByLabel('الإمارة', { exact: true });
      await expect(region.getByRole('option', { name: 'اختاروا الإمارة' })).toBeAttached();
      await region.selectOption({ label: 'دبي' });
      await expect(region).toHaveValue('Dubai');
      await page.getByRole('checkbox', { name: 'حفظ هذا العنوان في دفتر عناويني' }).check();
      await page.getByLabel('اسم العنوان').fill('المنزل');

      await page.getByRole('radio', { name: /سريع/ }).check();
      const code = page.getByRole('textbox', { name: 'رمز الخصم' });
      await code.fill('firstday');
      await page.getByRole('button', { name: 'تطبيق', exact: true }).click();
      await expect(page.getByText('تم تطبيق رمز الخصم', { exact: true })).toBeVisible();
      await expect(toast(page, 'تم تطبيق الخصم بنجاح!')).toBeVisible();
      await expect(code).toHaveValue('FIRSTDAY');

      // The bill: 2 units at the regular discount, Express, FIRSTDAY 10 %, and the VAT the total includes.
      const discounted = 2 * unitPrice(choice.product);
      const delivery = discounted > 169 ? 0 : 25;
      const coupon = Math.round(discounted * 10) / 100;
      const total = Math.round((discounted + delivery + 10 - coupon) * 100) / 100;
      await expect(billValue(page, 'السعر بعد الخصم')).toHaveText(aed(discounted));
      await expect(billValue(page, 'رسوم الشحن')).toHaveText(delivery === 0 ? 'مجاني' : aed(delivery));
      await expect(billValue(page, 'رسوم التوصيل السريع')).toHaveText('AED 10.00');
      await expect(billValue(page, 'كوبون الخصم (10%)')).toHaveText(`− ${aed(coupon)}`);
      await expect(billValue(page, 'المجموع الكلي')).toHaveText(aed(total));
      await expect(page.getByTestId('vat-included')).toHaveText(VAT_LINE);
      await arabicPage(page, testInfo, 'checkout');

      await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
      await expect(toast(page, 'تم حفظ العنوان في دفتر عناوينكم.')).toBeVisible();
      await expect(page).toHaveURL('/ar/checkout/payment');

      // 4. Cash on delivery, then the order in My Orders, cancelled.
      await expect(page.getByRole('heading', { name: 'الدفع', level: 1 })).toBeVisible();
      await expect(page.getByTestId('grand-total')).toHaveText(aed(total));
      await page.getByRole('radio', { name: /^الدفع عند الاستلام/ }).check();
      await arabicPage(page, testInfo, 'payment');
      await page.getByRole('button', { name: 'تأكيد الدفع' }).click();
      await expect(toast(page, 'تم تقديم طلبكم بنجاح!')).toBeVisible();
      await expect(page).toHaveURL('/ar/orders');
      await expect(cartLink(page, 'لا منتجات')).toBeAttached();

      await expect(page.getByRole('heading', { name: 'طلباتي', level: 1 })).toBeVisible();
      const cash = page.getByRole('article', { name: /^الطلب LS-\d+$/ }).first();
      // Its one line: 2 of the size chosen, named in Arabic as the order kept it.
      const line = orderLines(cash);
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(choice.name);
      await expect(line).toContainText(`اللون:${choice.colour}`);
      await expect(line).toContainText(`الكمية:2`);
      await expect(line).toContainText(`المقاس:${arabicSizeLabel(choice.size)}`);
      await expect(cash.getByText('الدفع عند الاستلام', { exact: true })).toBeVisible();
      await expect(cash.getByText('تم تقديم الطلب', { exact: true })).toBeVisible();
      await expect(orderTotal(cash)).toHaveText(`إجمالي الطلب${aed(total)}`);
      await expect(cash.getByText(VAT_LINE)).toBeVisible();
      await arabicPage(page, testInfo, 'orders');

      await cash.getByRole('button', { name: 'إلغاء الطلب' }).click();
      await expect(toast(page, 'تم إلغاء الطلب بنجاح!')).toBeVisible();
      await expect(cash.getByText('ملغى', { exact: true })).toBeVisible();
      await expect(cash.getByRole('button', { name: 'إلغاء الطلب' })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('article').first().getByText('ملغى', { exact: true })).toBeVisible();
      await arabicPage(page, testInfo, 'orders-cancelled');

      // 5. A second order, to the saved address, paid by the demo card.
      await page.goto('/ar/products');
      await grid.getByRole('link', { name: choice.name, exact: true }).click();
      await addToCart(page, choice, 1);
      await expect(toast(page, 'أُضيف المنتج إلى السلة!')).toBeVisible();
      await expect(cartLink(page, 'منتج واحد')).toBeVisible();
      await cartLink(page, 'منتج واحد').click();
      await expect(page).toHaveURL('/ar/cart');
      await page.getByRole('button', { name: 'المتابعة لإتمام الطلب' }).click();
      await expect(page).toHaveURL('/ar/checkout');

      const saved = page.getByRole('group', { name: 'التوصيل إلى عنوان محفوظ' });
      await expect(saved.getByRole('radio', { name: /^المنزل/ })).toBeChecked();
      await expect(saved.getByText('افتراضي', { exact: true })).toBeVisible();
      await expect(saved).toContainText('فيلا 12، شارع الوصل، دبي، دبي');
      await expect(region).toHaveValue('Dubai');
      const oneUnit = unitPrice(choice.product);
      const cardTotal = oneUnit + (oneUnit > 169 ? 0 : 25);
      await expect(billValue(page, 'المجموع الكلي')).toHaveText(aed(cardTotal));
      await expect(page.getByTestId('vat-included')).toHaveText(VAT_LINE);
      await arabicPage(page, testInfo, 'checkout-saved-address');
      await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
      await expect(page).toHaveURL('/ar/checkout/payment');

      await page.getByRole('radio', { name: /^بطاقة/ }).check();
      const cardForm = page.getByRole('form', { name: 'بيانات البطاقة' });
      await expect(
        cardForm.getByText(
          'مدفوعات تجريبية: استخدموا البطاقة 4242 4242 4242 4242 مع أي تاريخ انتهاء مستقبلي وأي رمز أمان.',
        ),
      ).toBeVisible();
      await cardForm.getByLabel('رقم البطاقة').pressSequentially('4242424242424242');
      await expect(cardForm.getByLabel('رقم البطاقة')).toHaveValue('4242 4242 4242 4242');
      await cardForm.getByLabel('تاريخ الانتهاء (شهر / سنة)').pressSequentially('1230');
      await expect(cardForm.getByLabel('تاريخ الانتهاء (شهر / سنة)')).toHaveValue('12 / 30');
      await cardForm.getByLabel('رمز الأمان (CVC)').fill('123');
      await arabicPage(page, testInfo, 'payment-card');
      await cardForm.getByRole('button', { name: `ادفعوا الآن — ${aed(cardTotal)}` }).click();

      await expect(toast(page, 'تم الدفع بنجاح!')).toBeVisible();
      await expect(page).toHaveURL('/ar/orders');
      await expect(page.getByRole('article')).toHaveCount(2);
      const paid = page.getByRole('article').first();
      await expect(orderLines(paid)).toContainText('الكمية:1');
      await expect(paid.getByText('بطاقة', { exact: true })).toBeVisible();
      await expect(orderTotal(paid)).toHaveText(`إجمالي الطلب${aed(cardTotal)}`);
      // Paid, the order has its simplified tax invoice at once.
      await expect(paid.getByRole('region', { name: 'المستندات الضريبية' })).toContainText(
        /فاتورة ضريبية مبسطة\s*INV-\d{4}-\d{6,}/,
      );
      await expect(page.getByRole('article').nth(1).getByText('ملغى', { exact: true })).toBeVisible();
      await arabicPage(page, testInfo, 'orders-card');
    });
  });
}
