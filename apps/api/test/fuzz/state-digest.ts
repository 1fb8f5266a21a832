import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** One digest per table a request could change, so a failed comparison names the table that moved. */
export type StateDigest = Record<string, string>;

/**
 * A table's row count and the sum of a 64-bit hash of each row's text, as a column named after it: any
 * insert, delete or changed value moves it, and a sum needs no sort, so it is cheap enough for every case.
 */
const tableDigest = (name: string, rows: SQL) =>
  sql`(select count(*) || ':' || coalesce(sum(hashtextextended(r::text, 0)), 0) from ${rows} r)
    as ${sql.identifier(name)}`;

async function firstRow(db: Db, query: SQL): Promise<StateDigest> {
  // Both drivers (PGlite and node-postgres) answer a raw query with its rows.
  const result = (await db.execute(query)) as { rows: StateDigest[] };
  const [row] = result.rows;
  if (!row) throw new Error('the digest query returned no row');
  return row;
}

/** The audit action of a refused sign-in (staff-service.ts), and the digest's count of them. */
const FAILED_SIGN_IN = 'session.sign-in-failed';
const FAILED_SIGN_INS = 'audit_log: failed sign-ins';

/**
 * The back office's tables. A session's expiry and every `last_seen_at` slide forward as a signed-in member
 * uses the api, at most once a minute (decision 015), before the route has decided anything: a request later
 * refused can move them, so they are left out. Everything else of a member, a session and a link is compared.
 */
const backOfficeDigests = () => sql`
  ${tableDigest(
    'staff',
    sql`(select id, email, name, role, password_hash, created_at, removed_at, totp_secret,
      totp_pending_secret, totp_last_step from staff)`,
  )},
  ${tableDigest(
    'staff_sessions',
    sql`(select token_hash, staff_id, created_at, ip, user_agent from staff_sessions)`,
  )},
  ${tableDigest('staff_invites', sql`staff_invites`)},
  ${tableDigest('app_settings', sql`app_settings`)},
  ${tableDigest('order_events', sql`order_events`)},
  ${tableDigest('audit_log', sql`(select * from audit_log where action <> ${FAILED_SIGN_IN})`)},
  (select count(*)::text from audit_log where action = ${FAILED_SIGN_IN})
    as ${sql.identifier(FAILED_SIGN_INS)}`;

/**
 * The tax documents (docs/product/vat-and-invoices.md): invoices and credit notes as issued, the counters their
 * numbers are taken from, and each one's PDF once drawn, compared by its size and SHA-256 rather than its bytes.
 */
const taxDocumentDigests = () => sql`
  ${tableDigest('tax_documents', sql`tax_documents`)},
  ${tableDigest(
    'tax_document_files',
    sql`(select document_id, octet_length(pdf), sha256, created_at from tax_document_files)`,
  )},
  ${tableDigest('document_counters', sql`document_counters`)}`;

/**
 * Every table a request could change: accounts and their links, carts, wishlists, addresses, orders (their
 * items with the units returned), payments and refunds, codes, catalogue, the search's synonyms, staff, settings
 * (the seller's identity among them), tax documents, and the e-mails waiting in the outbox.
 */
export function storeDigest(db: Db): Promise<StateDigest> {
  return firstRow(
    db,
    sql`select
      ${backOfficeDigests()},
      ${tableDigest('users', sql`users`)},
      ${tableDigest('cart_lines', sql`cart_lines`)},
      ${tableDigest('wishlist_items', sql`wishlist_items`)},
      ${tableDigest('addresses', sql`addresses`)},
      ${tableDigest('account_tokens', sql`account_tokens`)},
      ${tableDigest('orders', sql`orders`)},
      ${tableDigest('order_items', sql`order_items`)},
      ${tableDigest('demo_payments', sql`demo_payments`)},
      ${tableDigest('demo_refunds', sql`demo_refunds`)},
      ${taxDocumentDigests()},
      ${tableDigest('discount_codes', sql`discount_codes`)},
      ${tableDigest('search_synonyms', sql`search_synonyms`)},
      ${tableDigest('newsletter_subscribers', sql`newsletter_subscribers`)},
      ${tableDigest('variant_sizes', sql`variant_sizes`)},
      ${tableDigest('product_variants', sql`product_variants`)},
      ${tableDigest('products', sql`products`)},
      ${tableDigest('uploaded_files', sql`(select key, content_type from uploaded_files)`)},
      ${tableDigest('outbox_messages', sql`outbox_messages`)}`,
  );
}

/**
 * The digest a refused request must leave, given the one it met: the same, with one exception the back office's
 * rules ask for. A refused sign-in is itself recorded: every attempt, failed ones too, goes to the audit log
 * (docs/product/back-office.md, "Staff and signing in"). So the audit log is digested in two parts: its other
 * rows, which no refusal may add to or change (the table's trigger refuses changes, and a refused status move,
 * cash or note must leave no row), and the count of failed sign-ins, which a refused POST /api/admin/session
 * may raise by one and nothing else may raise at all.
 */
export function leftByRefusal(
  met: StateDigest,
  after: StateDigest,
  request: { method: string; url: string },
): StateDigest {
  const signIn = request.method === 'POST' && request.url.split('?')[0] === '/api/admin/session';
  const recorded = Number(after[FAILED_SIGN_INS]) === Number(met[FAILED_SIGN_INS]) + 1;
  return signIn && recorded ? { ...met, [FAILED_SIGN_INS]: after[FAILED_SIGN_INS] ?? '' } : met;
}

/**
 * One shopper's own rows: account, cart, wishlist, addresses, orders with their items, payments and refunds, and
 * their tax documents with each one's PDF once drawn.
 */
export function shopperDigest(db: Db, userId: string): Promise<StateDigest> {
  const own = (table: string) => sql`(select * from ${sql.identifier(table)} where user_id = ${userId})`;
  const ownOrders = sql`(select id from orders where user_id = ${userId})`;
  const ofOwnOrders = (table: string) =>
    sql`(select * from ${sql.identifier(table)} where order_id in ${ownOrders})`;
  return firstRow(
    db,
    sql`select
      ${tableDigest('account', sql`(select * from users where id = ${userId})`)},
      ${tableDigest('cart_lines', own('cart_lines'))},
      ${tableDigest('wishlist_items', own('wishlist_items'))},
      ${tableDigest('addresses', own('addresses'))},
      ${tableDigest('orders', own('orders'))},
      ${tableDigest('order_items', ofOwnOrders('order_items'))},
      ${tableDigest('demo_payments', ofOwnOrders('demo_payments'))},
      ${tableDigest(
        'demo_refunds',
        sql`(select * from demo_refunds
          where payment_id in (select id from demo_payments where order_id in ${ownOrders}))`,
      )},
      ${tableDigest('tax_documents', ofOwnOrders('tax_documents'))},
      ${tableDigest(
        'tax_document_files',
        sql`(select document_id, octet_length(pdf), sha256, created_at from tax_document_files
          where document_id in (select id from tax_documents where order_id in ${ownOrders}))`,
      )}`,
  );
}
