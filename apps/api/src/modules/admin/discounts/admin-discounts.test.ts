import {
  adminDiscountResponseSchema,
  adminDiscountSavedSchema,
  adminDiscountsResponseSchema,
  DISCOUNT_CODE_TAKEN,
  DISCOUNT_DATES_OUT_OF_ORDER,
  DISCOUNT_NOT_FOUND,
} from '@souq/shared/schemas/admin-discounts';
import { DISCOUNT_CODE_INVALID } from '@souq/shared/schemas/discount';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, type StaffLogin, signedInStaff } from '../../../../test/admin-test-kit';
import { addCode, newCodeName, orderWithCode } from '../../../../test/discount-test-kit';
import { placeOrder, setStatus, sizeSupply } from '../../../../test/order-test-kit';
import { addShopper, post, type Shopper } from '../../../../test/shopper-test-kit';
import { useTestApp } from '../../../../test/test-app';
import { auditLog, discountCodes } from '../../../db/schema';
import { FOREIGN_ORIGIN, OWNER_ONLY, STAFF_SIGN_IN_REQUIRED } from '../admin-messages';

const t = useTestApp();
const supply = sizeSupply(t);
const HOUR = 60 * 60 * 1000;
// Signed in once for the file: each sign-in checks an argon2 hash, on purpose slow.
let owner: StaffLogin;
let staff: StaffLogin;
beforeAll(async () => {
  [owner, staff] = await Promise.all([signedInStaff(t, 'owner'), signedInStaff(t)]);
});

/** A valid new code: only its name and percent, the rest left to their defaults. */
const newCode = (overrides: Record<string, unknown> = {}) => ({
  code: newCodeName('NEW'),
  percent: 15,
  ...overrides,
});

/** Every rule of a code, as an edit sends it. */
const rules = (overrides: Record<string, unknown> = {}) => ({
  percent: 10,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  oncePerShopper: true,
  minOrder: 0,
  active: true,
  ...overrides,
});

const create = (login: StaffLogin | null, body: unknown) =>
  adminCall(t, login, 'POST', '/api/admin/discounts', body);
const edit = (login: StaffLogin | null, code: string, body: unknown) =>
  adminCall(t, login, 'PUT', `/api/admin/discounts/${code}`, body);
const detail = (login: StaffLogin | null, code: string, query = '') =>
  adminCall(t, login, 'GET', `/api/admin/discounts/${code}${query}`);

async function storedCode(code: string) {
  const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row ?? null;
}

async function auditOf(code: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'discount'), eq(auditLog.entityId, code)))
    .orderBy(auditLog.id);
}

/** A shopper's order of one unit at 200 AED using the code at `percent`; answers its id. */
async function orderUsing(shopper: Shopper, code: string, percent = 10): Promise<string> {
  const res = await placeOrder(t, shopper, orderWithCode(await supply(200, 10), 200, code, percent));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orderId;
}

describe('GET /api/admin/discounts', () => {
  it('lists every code to any member of staff, the seeded three as they were seeded', async () => {
    const res = await adminCall(t, staff, 'GET', '/api/admin/discounts');
    expect(res.statusCode).toBe(200);
    const { discounts } = adminDiscountsResponseSchema.parse(res.json());
    const seeded = {
      active: true,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      oncePerShopper: true,
      minOrder: 0,
    };
    expect(discounts.filter((d) => ['FIRSTDAY', 'AFZ44', 'JWH12'].includes(d.code))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'FIRSTDAY', percent: 10, state: 'active', ...seeded }),
        expect.objectContaining({ code: 'AFZ44', percent: 5, state: 'active', ...seeded }),
        expect.objectContaining({ code: 'JWH12', percent: 5, state: 'active', ...seeded }),
      ]),
    );
  });

  it('says where each code stands and counts its uses (a cancelled order frees one)', async () => {
    const paused = await addCode(t, { active: false });
    const scheduled = await addCode(t, { startsAt: new Date(Date.now() + HOUR) });
    const expired = await addCode(t, { endsAt: new Date(Date.now() - HOUR) });
    const usedUp = await addCode(t, { usageLimit: 1 });
    const used = await addCode(t, { usageLimit: 5, minOrderFils: 12_550 });
    await orderUsing(await addShopper(t), usedUp);
    await orderUsing(await addShopper(t), used);
    const cancelled = await orderUsing(await addShopper(t), used);
    await setStatus(t, cancelled, 'Cancelled');

    const { discounts } = adminDiscountsResponseSchema.parse(
      (await adminCall(t, staff, 'GET', '/api/admin/discounts')).json(),
    );
    const byCode = new Map(discounts.map((d) => [d.code, d]));
    expect(byCode.get(paused)?.state).toBe('paused');
    expect(byCode.get(scheduled)?.state).toBe('scheduled');
    expect(byCode.get(expired)?.state).toBe('expired');
    expect(byCode.get(usedUp)).toMatchObject({ state: 'used-up', uses: 1, usageLimit: 1 });
    expect(byCode.get(used)).toMatchObject({ state: 'active', uses: 1, usageLimit: 5, minOrder: 125.5 });
    // Newest first.
    expect(discounts.findIndex((d) => d.code === used)).toBeLessThan(
      discounts.findIndex((d) => d.code === paused),
    );
  });

  it('refuses a caller who is not signed in to the back office, and a shopper’s token', async () => {
    const shopper = await addShopper(t);
    const callers: Record<string, string>[] = [{}, { token: shopper.token }];
    for (const headers of callers) {
      const res = await adminCall(t, null, 'GET', '/api/admin/discounts', undefined, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: STAFF_SIGN_IN_REQUIRED });
    }
  });
});

describe('GET /api/admin/discounts/:code', () => {
  it('shows the code and the orders that used it, newest first, page by page', async () => {
    const code = await addCode(t, { percent: 20 });
    const shoppers = await Promise.all([addShopper(t), addShopper(t), addShopper(t)]);
    const ids: string[] = [];
    for (const shopper of shoppers) ids.push(await orderUsing(shopper, code, 20));
    await setStatus(t, ids[0] ?? '', 'Cancelled');

    const res = await detail(staff, code.toLowerCase());
    expect(res.statusCode).toBe(200);
    const body = adminDiscountResponseSchema.parse(res.json());
    expect(body.discount).toMatchObject({ code, percent: 20, uses: 2 });
    expect(body.ordersTotal).toBe(3);
    expect(body.orders.map((order) => order._id)).toEqual([...ids].reverse());
    const [newest] = body.orders;
    // 200 − 40 (20 %), free delivery above 169.
    expect(newest).toMatchObject({ total: 160, status: 'Order Placed', customer: { name: 'Aisha Test' } });
    expect(newest?.orderNumber).toMatch(/^LS-\d{6,}$/);
    expect(newest?.customer.email).toContain('@');
    expect(body.orders.at(-1)?.status).toBe('Cancelled');

    const second = adminDiscountResponseSchema.parse((await detail(staff, code, '?page=2')).json());
    expect(second.orders).toEqual([]);
    expect(second.ordersTotal).toBe(3);
  });

  it('answers 404 for a code that does not exist, or cannot be one', async () => {
    for (const code of ['NOSUCHCODE', 'no%20such', '%00', 'X'.repeat(40)]) {
      const res = await detail(staff, code);
      expect(res.statusCode, code).toBeGreaterThanOrEqual(400);
      expect(res.json()).toEqual({ success: false, message: DISCOUNT_NOT_FOUND });
    }
  });
});

describe('POST /api/admin/discounts', () => {
  it('lets an owner create a code, trimmed and upper-cased, with the defaults, and audits it', async () => {
    const name = newCodeName('Eid');
    const res = await create(owner, { code: `  ${name.toLowerCase()} `, percent: 25 });
    expect(res.statusCode, res.body).toBe(200);
    const body = adminDiscountSavedSchema.parse(res.json());
    expect(body.discount).toMatchObject({
      code: name.toUpperCase(),
      percent: 25,
      active: true,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      oncePerShopper: true,
      minOrder: 0,
      uses: 0,
      state: 'active',
    });
    expect(body.message).toBe(`Discount code ${name.toUpperCase()} created.`);
    expect(await auditOf(name.toUpperCase())).toMatchObject([
      { action: 'discount.create', staffId: owner.id, after: { percent: 25, active: true, minOrderFils: 0 } },
    ]);
    // The checkout takes it at once.
    const validated = await post(
      t,
      '/api/discount/validate',
      { token: (await addShopper(t)).token },
      { code: name },
    );
    expect(validated.json()).toMatchObject({ success: true, code: name.toUpperCase(), discountValue: 0.25 });
  });

  it('keeps every rule given: dates, limit, once per shopper, minimum order, paused', async () => {
    const body = newCode({
      startsAt: '2030-01-01T00:00:00+04:00',
      endsAt: '2030-01-31T23:59:00+04:00',
      usageLimit: 100,
      oncePerShopper: false,
      minOrder: 99.5,
      active: false,
    });
    const res = await create(owner, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().discount).toMatchObject({
      startsAt: '2029-12-31T20:00:00.000Z',
      endsAt: '2030-01-31T19:59:00.000Z',
      usageLimit: 100,
      oncePerShopper: false,
      minOrder: 99.5,
      active: false,
      state: 'paused',
    });
    expect(await storedCode(body.code)).toMatchObject({ minOrderFils: 9950, usageLimit: 100 });
  });

  it('refuses a name already taken, whatever its case, and changes nothing', async () => {
    for (const code of ['firstday', ' AFZ44 ']) {
      const res = await create(owner, { code, percent: 50 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: DISCOUNT_CODE_TAKEN });
    }
    expect(await storedCode('FIRSTDAY')).toMatchObject({ percent: 10 });
    expect(await auditOf('FIRSTDAY')).toEqual([]);
  });

  it('refuses a member of staff who is not an owner, before reading the form', async () => {
    const body = newCode();
    for (const payload of [body, { code: '!' }]) {
      const res = await create(staff, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: OWNER_ONLY });
    }
    expect(await storedCode(body.code)).toBeNull();
  });

  it('refuses a request from another site', async () => {
    const body = newCode();
    const res = await adminCall(t, owner, 'POST', '/api/admin/discounts', body, {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: FOREIGN_ORIGIN });
    expect(await storedCode(body.code)).toBeNull();
  });

  it.each([
    ['no code', { code: undefined }, 'Enter a code.'],
    ['a code of two letters', { code: 'AB' }, 'A code has at least 3 characters.'],
    ['a code of 33 characters', { code: 'A'.repeat(33) }, 'A code has at most 32 characters.'],
    ['a code with a space', { code: 'EID 25' }, 'A code may hold only letters and digits, no spaces.'],
    ['a code with a symbol', { code: 'EID-25' }, 'A code may hold only letters and digits, no spaces.'],
    ['a code in another script', { code: 'عيد2025' }, 'A code may hold only letters and digits, no spaces.'],
    ['no percent', { percent: undefined }, 'Percent must be a number.'],
    ['a percent of 0', { percent: 0 }, 'Percent must be between 1 and 90.'],
    ['a percent of 91', { percent: 91 }, 'Percent must be between 1 and 90.'],
    ['a percent with decimals', { percent: 12.5 }, 'Percent must be a whole number.'],
    ['a percent as text', { percent: '10' }, 'Percent must be a number.'],
    ['a usage limit of 0', { usageLimit: 0 }, 'Usage limit must be at least 1, or empty for no limit.'],
    ['a negative usage limit', { usageLimit: -3 }, 'Usage limit must be at least 1, or empty for no limit.'],
    ['a usage limit with decimals', { usageLimit: 1.5 }, 'Usage limit must be a whole number.'],
    ['a negative minimum order', { minOrder: -1 }, 'Minimum order cannot be negative.'],
    [
      'a minimum order in tenths of fils',
      { minOrder: 10.001 },
      'Minimum order can have at most two decimals.',
    ],
    ['once per shopper as text', { oncePerShopper: 'yes' }, 'Once per shopper must be true or false.'],
    ['a start that is no date', { startsAt: 'tomorrow' }, 'Start must be a date and time.'],
    ['a start without its time zone', { startsAt: '2030-01-01T00:00:00' }, 'Start must be a date and time.'],
    ['a day February has not', { startsAt: '2030-02-30T00:00:00Z' }, 'Start must be a date and time.'],
    ['year 0', { endsAt: '0000-01-01T00:00:00Z' }, 'End must be a date and time.'],
    [
      'an end before the start',
      { startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
      DISCOUNT_DATES_OUT_OF_ORDER,
    ],
    [
      'an end at the start',
      { startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-02-01T04:00:00+04:00' },
      DISCOUNT_DATES_OUT_OF_ORDER,
    ],
  ])('refuses %s with a 400 naming the field', async (_what, overrides, message) => {
    const body = newCode(overrides);
    const res = await create(owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    if (typeof body.code === 'string') expect(await storedCode(body.code.toUpperCase())).toBeNull();
  });
});

describe('PUT /api/admin/discounts/:code', () => {
  it('lets an owner change every rule but the name, and audits before and after', async () => {
    const code = await addCode(t, { percent: 10 });
    const changed = rules({
      percent: 30,
      startsAt: '2020-01-01T00:00:00Z',
      endsAt: '2099-01-01T00:00:00Z',
      usageLimit: 2,
      oncePerShopper: false,
      minOrder: 150,
      code: 'RENAMED',
    });
    const res = await edit(owner, code.toLowerCase(), changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Discount code ${code} saved.`,
      discount: { code, percent: 30, usageLimit: 2, oncePerShopper: false, minOrder: 150, state: 'active' },
    });
    expect(await storedCode('RENAMED')).toBeNull();
    expect(await auditOf(code)).toMatchObject([
      {
        action: 'discount.edit',
        staffId: owner.id,
        before: { percent: 10, usageLimit: null, minOrderFils: 0 },
        after: { percent: 30, usageLimit: 2, minOrderFils: 15_000, startsAt: '2020-01-01T00:00:00.000Z' },
      },
    ]);
  });

  it('pauses a code, which the checkout then calls invalid, and resumes it', async () => {
    const code = await addCode(t, { percent: 10 });
    const shopper = await addShopper(t);
    const paused = await edit(owner, code, rules({ active: false }));
    expect(paused.json()).toMatchObject({
      message: `Discount code ${code} paused: the checkout refuses it until resumed.`,
      discount: { active: false, state: 'paused' },
    });
    const refused = await post(t, '/api/discount/validate', { token: shopper.token }, { code });
    expect(refused.json()).toEqual({ success: false, message: DISCOUNT_CODE_INVALID });

    const resumed = await edit(owner, code, rules());
    expect(resumed.json()).toMatchObject({
      message: `Discount code ${code} resumed.`,
      discount: { state: 'active' },
    });
    expect((await post(t, '/api/discount/validate', { token: shopper.token }, { code })).statusCode).toBe(
      200,
    );
    expect((await auditOf(code)).map((entry) => entry.action)).toEqual(['discount.pause', 'discount.resume']);
  });

  it('may set a limit below the uses so far: the code is used up, and its orders stand', async () => {
    const code = await addCode(t);
    await orderUsing(await addShopper(t), code);
    await orderUsing(await addShopper(t), code);
    const res = await edit(owner, code, rules({ usageLimit: 1 }));
    expect(res.json().discount).toMatchObject({ uses: 2, usageLimit: 1, state: 'used-up' });
  });

  it('refuses a member of staff who is not an owner, and changes nothing', async () => {
    const code = await addCode(t, { percent: 10 });
    const res = await edit(staff, code, rules({ percent: 80 }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: OWNER_ONLY });
    expect(await storedCode(code)).toMatchObject({ percent: 10 });
    expect(await auditOf(code)).toEqual([]);
  });

  it('answers 404 for a code that does not exist', async () => {
    const res = await edit(owner, 'NOSUCHCODE', rules());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: DISCOUNT_NOT_FOUND });
  });

  it.each([
    ['a percent of 95', { percent: 95 }, 'Percent must be between 1 and 90.'],
    ['active as text', { active: 'no' }, 'Active must be true or false.'],
    [
      'an end before the start',
      { startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
      DISCOUNT_DATES_OUT_OF_ORDER,
    ],
  ])('refuses %s with a 400, changing nothing', async (_what, overrides, message) => {
    const code = await addCode(t, { percent: 10 });
    const res = await edit(owner, code, rules(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await storedCode(code)).toMatchObject({ percent: 10, active: true });
  });
});
