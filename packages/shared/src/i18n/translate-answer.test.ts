import { describe, expect, it } from 'vitest';
import { ANSWERS_AR } from './answers-ar';
import { matchesAnswer, translateAnswer } from './translate-answer';

const ar = (english: string) => translateAnswer(english, ANSWERS_AR);

describe('translateAnswer', () => {
  it('says a known answer in Arabic', () => {
    expect(ar('Product not found.')).toBe('المنتج غير موجود.');
    expect(ar('Your card’s expiry date is incomplete.')).toBe('تاريخ انتهاء صلاحية البطاقة غير مكتمل.');
  });

  it('fills a template, keeping figures and names as they are', () => {
    expect(ar('Only 3 left in stock for this size.')).toBe('تبقّى 3 فقط من هذا المقاس.');
    expect(ar('Only 3 left in stock for this size, and your cart already has 2.')).toBe(
      'تبقّى 3 فقط من هذا المقاس، وفي سلتكم 2 منها بالفعل.',
    );
    expect(ar('This discount code needs an order of at least AED 100.00.')).toBe(
      'يتطلّب رمز الخصم هذا طلبًا لا تقل قيمته عن AED 100.00.',
    );
    expect(ar('We have sent a link to a@b.co. Your e-mail address changes once you open it.')).toBe(
      'أرسلنا رابطًا إلى a@b.co. يتغيّر بريدكم الإلكتروني بمجرد فتحه.',
    );
  });

  it('puts a known part in Arabic too: a field name, a wait', () => {
    expect(ar('Name is required.')).toBe('يرجى إدخال الاسم.');
    expect(ar('Email or Mobile Number must be at most 254 characters.')).toBe(
      'يجب ألا يتجاوز البريد الإلكتروني أو رقم الجوال 254 حرفًا.',
    );
    expect(ar('Too many attempts. Please try again in 5 minutes.')).toBe(
      'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 5 دقيقة.',
    );
    expect(ar('Too many attempts. Please try again in 1 minute.')).toBe(
      'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد دقيقة واحدة.',
    );
  });

  it('gives back what it does not know, unchanged', () => {
    expect(ar('A message nobody wrote down.')).toBe('A message nobody wrote down.');
    expect(ar('')).toBe('');
  });

  it('fills every template it holds with Arabic and with each of its parts', () => {
    for (const [english, arabic] of Object.entries(ANSWERS_AR)) {
      expect(arabic, english).toMatch(/\p{Script=Arabic}/u);
      const parts = [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const part of parts) expect(arabic, english).toContain(`{${part}}`);
    }
  });
});

describe('matchesAnswer', () => {
  it('recognises an answer in English or in its translation, fixed or a template', () => {
    expect(matchesAnswer('Order not found.', 'Order not found.')).toBe(true);
    expect(matchesAnswer('الطلب غير موجود.', 'Order not found.', ANSWERS_AR)).toBe(true);
    expect(matchesAnswer('الطلب غير موجود.', 'Order not found.')).toBe(false);
    const minimum = 'This discount code needs an order of at least {amount}.';
    expect(matchesAnswer('This discount code needs an order of at least AED 100.00.', minimum)).toBe(true);
    expect(matchesAnswer('يتطلّب رمز الخصم هذا طلبًا لا تقل قيمته عن AED 100.00.', minimum, ANSWERS_AR)).toBe(
      true,
    );
    expect(matchesAnswer('This discount code has expired.', minimum, ANSWERS_AR)).toBe(false);
  });
});
