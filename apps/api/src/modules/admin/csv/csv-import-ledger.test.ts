import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type StaffLogin, signedInStaff } from '../../../../test/admin-test-kit';
import {
  download,
  imported,
  ledgerOf,
  productsFile,
  storedProduct,
  twoByTwo,
} from '../../../../test/csv-test-kit';
import { type StateDigest, storeDigest } from '../../../../test/fuzz/state-digest';
import { useTestApp } from '../../../../test/test-app';
import { queryRows } from '../../../db/query-rows';
import { stockMovements } from '../../../db/schema';

const t = useTestApp();
let owner: StaffLogin;

beforeAll(async () => {
  owner = await signedInStaff(t, 'owner');
});

/** Sizes whose stock is not the sum of their ledger's deltas: the ledger's promise is that there are none. */
function unbalancedSizes() {
  return queryRows<{ id: string }>(
    t.database.db,
    sql`select s.id from variant_sizes s
      left join (select variant_size_id, sum(delta)::int as total from stock_movements group by variant_size_id) m
        on m.variant_size_id = s.id
      where coalesce(m.total, 0) <> s.stock`,
  );
}

/** The catalogue's tables and the ledger, leaving out the audit log (an apply writes its row there). */
async function catalogueDigest(): Promise<StateDigest> {
  const { products, product_variants, variant_sizes } = await storeDigest(t.database.db);
  return {
    products: products ?? '',
    product_variants: product_variants ?? '',
    variant_sizes: variant_sizes ?? '',
  };
}

describe('stock the import sets is in the stock ledger, as import', () => {
  it('a product the import makes opens each size’s ledger with its stock, reason import, and the owner', async () => {
    const file = twoByTwo(undefined, { Stock: '7' });
    await imported(t, owner, productsFile(file), 'apply');
    const stored = await storedProduct(t, file[0]?.SKU ?? '');
    const sizes = stored?.variants.flatMap((v) => v.sizes) ?? [];
    expect(sizes).toHaveLength(4);
    for (const size of sizes) {
      expect(await ledgerOf(t, size.id)).toEqual([
        expect.objectContaining({
          reason: 'import',
          delta: 7,
          stockAfter: 7,
          staffId: owner.id,
          staffName: owner.name,
        }),
      ]);
    }
  });

  it('a changed stock is one import row of the difference; a stock the file leaves as it was gets none', async () => {
    const file = twoByTwo();
    const sku = file[0]?.SKU ?? '';
    await imported(t, owner, productsFile(file), 'apply');
    const counted = file.map((row, i) => ({ ...row, Stock: ['2', '5', '11', '0'][i] ?? row.Stock }));
    const result = await imported(t, owner, productsFile(counted), 'apply');
    expect(result.counts).toEqual({ created: 0, updated: 3, unchanged: 1, error: 0 });

    const sizes = (await storedProduct(t, sku))?.variants.flatMap((v) => v.sizes) ?? [];
    expect(sizes.map((s) => s.stock)).toEqual([2, 5, 11, 0]);
    const ledgers = await Promise.all(sizes.map((s) => ledgerOf(t, s.id)));
    expect(ledgers.map((ledger) => ledger.map((m) => [m.reason, m.delta, m.stockAfter]))).toEqual([
      [
        ['import', 5, 5],
        ['import', -3, 2],
      ],
      [['import', 5, 5]],
      [
        ['import', 5, 5],
        ['import', 6, 11],
      ],
      [
        ['import', 5, 5],
        ['import', -5, 0],
      ],
    ]);
    expect(await unbalancedSizes()).toEqual([]);
  });

  it('a size added to an existing product by import opens its ledger as import too', async () => {
    const file = twoByTwo();
    const sku = file[0]?.SKU ?? '';
    await imported(t, owner, productsFile(file), 'apply');
    const [red110] = file;
    if (!red110) throw new Error('no rows');
    const more = [...file, { ...red110, Size: '130', 'Sub-SKU': `${sku}-RED-130`, Stock: '4' }];
    const result = await imported(t, owner, productsFile(more), 'apply');
    expect(result.counts.created).toBe(1);
    const added = (await storedProduct(t, sku))?.variants[0]?.sizes.find((s) => s.size === '130');
    expect(await ledgerOf(t, added?.id ?? '')).toEqual([
      expect.objectContaining({ reason: 'import', delta: 4, stockAfter: 4 }),
    ]);
  });
});

describe('a CSV round trip', () => {
  it('the whole catalogue exported and read back is every row unchanged, and applying it writes nothing but its audit row', async () => {
    const exported = await download(t, owner, '/api/admin/export/products.csv');
    expect(exported.statusCode).toBe(200);
    const dry = await imported(t, owner, exported.body);
    expect(dry.counts.error).toBe(0);
    expect(dry.counts.created + dry.counts.updated).toBe(0);
    expect(dry.counts.unchanged).toBe(dry.rows.length);
    expect(dry.products.updated).toBe(0);

    const before = await catalogueDigest();
    const movements = await t.database.db.$count(stockMovements);
    const applied = await imported(t, owner, exported.body, 'apply');
    expect(applied.counts.unchanged).toBe(dry.rows.length);
    expect(await catalogueDigest()).toEqual(before);
    expect(await t.database.db.$count(stockMovements)).toBe(movements);
    expect(await unbalancedSizes()).toEqual([]);
  });
});
