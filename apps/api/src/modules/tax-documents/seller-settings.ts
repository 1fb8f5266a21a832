import { DEFAULT_SELLER } from '@souq/shared/config/store';
import { type SellerIdentity, sellerIdentitySchema } from '@souq/shared/schemas/tax-documents';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { appSettings } from '../../db/schema';

/** The identity the owner saved in the back office. */
const SAVED_KEY = 'seller_identity';
/**
 * The identity this deployment's SELLER_* settings give, written at every start: every instance (and the
 * payment sweep, the webhook, the worker) then reads one answer from the database alone.
 */
const DEFAULTS_KEY = 'seller_identity_defaults';

function parseStored(value: string | undefined): SellerIdentity | null {
  if (value === undefined) return null;
  try {
    const parsed = sellerIdentitySchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Who sells (docs/product/vat-and-invoices.md): the owner's saved identity, else the deployment's defaults. */
export async function readSeller(executor: Executor): Promise<SellerIdentity> {
  const rows = await executor
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, [SAVED_KEY, DEFAULTS_KEY]));
  const storedValue = (key: string) => rows.find((row) => row.key === key)?.value;
  return (
    parseStored(storedValue(SAVED_KEY)) ??
    parseStored(storedValue(DEFAULTS_KEY)) ??
    sellerIdentitySchema.parse(DEFAULT_SELLER)
  );
}

/** Whether the owner has saved an identity of their own (the back office says which one is shown). */
export async function sellerIsSaved(executor: Executor): Promise<boolean> {
  const rows = await executor
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, SAVED_KEY));
  return rows.length > 0;
}

async function write(executor: Executor, key: string, seller: SellerIdentity): Promise<void> {
  const value = JSON.stringify(seller);
  await executor
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

export const saveSeller = (executor: Executor, seller: SellerIdentity) => write(executor, SAVED_KEY, seller);

export const publishSellerDefaults = (executor: Executor, seller: SellerIdentity) =>
  write(executor, DEFAULTS_KEY, seller);
