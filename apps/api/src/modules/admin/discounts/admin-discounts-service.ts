import { aedToFils } from '@souq/shared/pricing/money';
import {
  type AdminDiscountResponse,
  type AdminDiscountSaved,
  type AdminDiscountsResponse,
  DISCOUNT_CODE_TAKEN,
  DISCOUNT_NOT_FOUND,
  DISCOUNT_ORDERS_PAGE_SIZE,
  type DiscountCreate,
  type DiscountUpdate,
} from '@souq/shared/schemas/admin-discounts';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../lib/app-error';
import { type Actor, recordAudit } from '../audit/audit-writer';
import { toAdminDiscount, toDiscountOrder } from './admin-discount-json';
import { type CodeRules, createAdminDiscountsRepo } from './admin-discounts-repo';
import { codeCreated, codePaused, codeResumed, codeSaved } from './discount-messages';

/** The rules as the database keeps them: moments as dates, the minimum order in fils. */
function storedRules(input: DiscountUpdate): CodeRules {
  return {
    percent: input.percent,
    active: input.active,
    startsAt: input.startsAt === null ? null : new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    usageLimit: input.usageLimit,
    oncePerShopper: input.oncePerShopper,
    minOrderFils: aedToFils(input.minOrder),
  };
}

/** A code's rules for the audit log's before and after. */
function auditedRules(code: CodeRules) {
  return {
    percent: code.percent,
    active: code.active,
    startsAt: code.startsAt?.toISOString() ?? null,
    endsAt: code.endsAt?.toISOString() ?? null,
    usageLimit: code.usageLimit,
    oncePerShopper: code.oncePerShopper,
    minOrderFils: code.minOrderFils,
  };
}

/** 'discount.pause' or 'discount.resume' when the edit only switched the code off or on, else 'discount.edit'. */
function editAction(before: CodeRules, after: CodeRules): string {
  const { active: wasActive, ...was } = auditedRules(before);
  const { active: isActive, ...now } = auditedRules(after);
  // Both come from auditedRules, so their keys are in the same order.
  const onlyActive = JSON.stringify(was) === JSON.stringify(now) && wasActive !== isActive;
  if (!onlyActive) return 'discount.edit';
  return isActive ? 'discount.resume' : 'discount.pause';
}

/**
 * Discount codes in the back office (docs/product/back-office.md): any member reads them and the orders that
 * used them; an owner creates and edits them. Every change writes its audit row in its own transaction.
 */
export function createAdminDiscountsService(db: Db) {
  const repo = createAdminDiscountsRepo(db);

  async function saved(code: string, message: string): Promise<AdminDiscountSaved> {
    const found = await repo.find(code);
    if (!found) throw notFound(DISCOUNT_NOT_FOUND);
    return { success: true, discount: toAdminDiscount(found, new Date()), message };
  }

  return {
    async list(): Promise<AdminDiscountsResponse> {
      const now = new Date();
      return { success: true, discounts: (await repo.list()).map((row) => toAdminDiscount(row, now)) };
    },

    async detail(code: string, page: number): Promise<AdminDiscountResponse> {
      const found = await repo.find(code);
      if (!found) throw notFound(DISCOUNT_NOT_FOUND);
      const { rows, total } = await repo.ordersOf(code, page, DISCOUNT_ORDERS_PAGE_SIZE);
      return {
        success: true,
        discount: toAdminDiscount(found, new Date()),
        orders: rows.map(toDiscountOrder),
        ordersTotal: total,
      };
    },

    /** A code of a name already taken is refused (409), whatever its case or spaces were. */
    async create(input: DiscountCreate, actor: Actor): Promise<AdminDiscountSaved> {
      const { code, ...rules } = input;
      await db.transaction(async (tx) => {
        const made = await createAdminDiscountsRepo(tx).insert(code, storedRules(rules));
        if (!made) throw conflict(DISCOUNT_CODE_TAKEN);
        await recordAudit(tx, actor, {
          action: 'discount.create',
          entity: 'discount',
          entityId: code,
          after: auditedRules(made),
        });
      });
      return saved(code, codeCreated(code));
    },

    /** Everything but the name, under the code's lock; pausing and resuming are edits of `active`. */
    async update(code: string, input: DiscountUpdate, actor: Actor): Promise<AdminDiscountSaved> {
      const rules = storedRules(input);
      const action = await db.transaction(async (tx) => {
        const locked = createAdminDiscountsRepo(tx);
        const before = await locked.lock(code);
        if (!before) throw notFound(DISCOUNT_NOT_FOUND);
        await locked.update(code, rules);
        const done = editAction(before, rules);
        await recordAudit(tx, actor, {
          action: done,
          entity: 'discount',
          entityId: code,
          before: auditedRules(before),
          after: auditedRules(rules),
        });
        return done;
      });
      const message =
        action === 'discount.pause'
          ? codePaused(code)
          : action === 'discount.resume'
            ? codeResumed(code)
            : codeSaved(code);
      return saved(code, message);
    },
  };
}

export type AdminDiscountsService = ReturnType<typeof createAdminDiscountsService>;
