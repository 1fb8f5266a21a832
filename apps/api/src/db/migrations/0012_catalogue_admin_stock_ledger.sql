CREATE TABLE "stock_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant_size_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"color_name" text NOT NULL,
	"size" text NOT NULL,
	"sub_sku" text NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"staff_id" uuid,
	"staff_name" text,
	"note" text,
	CONSTRAINT "stock_movements_reason" CHECK ("stock_movements"."reason" in ('initial', 'order_placed', 'order_cancelled', 'payment_expired', 'received', 'counted', 'damaged', 'returned', 'import'))
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_user_id_discount_code_idx";--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "once_per_shopper" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "min_order_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_once_per_shopper" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stock_movements_size_idx" ON "stock_movements" USING btree ("variant_size_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "orders_discount_code_idx" ON "orders" USING btree ("discount_code","created_at") WHERE "orders"."discount_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_id_discount_code_idx" ON "orders" USING btree ("user_id","discount_code") WHERE "orders"."discount_code" is not null and "orders"."status" <> 'Cancelled' and "orders"."discount_once_per_shopper";--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_usage_limit_positive" CHECK ("discount_codes"."usage_limit" > 0);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_min_order_non_negative" CHECK ("discount_codes"."min_order_fils" >= 0);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_dates_in_order" CHECK ("discount_codes"."ends_at" > "discount_codes"."starts_at");--> statement-breakpoint
-- Stock never changes without a ledger row: these triggers write one per size a statement changed, from the
-- reason the transaction named with set_config('souq.stock_reason', …) (and 'souq.stock_order',
-- 'souq.staff_id', 'souq.staff_name', 'souq.stock_note' where they apply). An update that changes stock with no
-- reason is refused, so no code path, and no hand-written UPDATE, can move stock silently. A new size's stock
-- is its first row ('initial', or 'import' when an import made it).
CREATE FUNCTION souq_record_stock_movements() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  why text := nullif(current_setting('souq.stock_reason', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    why := CASE WHEN why = 'import' THEN 'import' ELSE 'initial' END;
    INSERT INTO stock_movements
      (variant_size_id, product_id, color_name, size, sub_sku, delta, stock_after, reason, staff_id, staff_name)
    SELECT n.id, v.product_id, v.color_name, n.size, n.sub_sku, n.stock, n.stock, why,
      nullif(current_setting('souq.staff_id', true), '')::uuid, nullif(current_setting('souq.staff_name', true), '')
    FROM new_rows n JOIN product_variants v ON v.id = n.variant_id
    ORDER BY v.product_id, v.position, n.position;
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.stock <> o.stock) THEN
    RETURN NULL;
  END IF;
  IF why IS NULL THEN
    RAISE EXCEPTION 'stock changed without a reason (set souq.stock_reason)';
  END IF;
  INSERT INTO stock_movements
    (variant_size_id, product_id, color_name, size, sub_sku, delta, stock_after, reason, order_id, staff_id,
     staff_name, note)
  SELECT n.id, v.product_id, v.color_name, n.size, n.sub_sku, n.stock - o.stock, n.stock, why,
    nullif(current_setting('souq.stock_order', true), '')::uuid,
    nullif(current_setting('souq.staff_id', true), '')::uuid,
    nullif(current_setting('souq.staff_name', true), ''),
    nullif(current_setting('souq.stock_note', true), '')
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN product_variants v ON v.id = n.variant_id
  WHERE n.stock <> o.stock
  ORDER BY n.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER variant_sizes_stock_inserted AFTER INSERT ON variant_sizes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION souq_record_stock_movements();
--> statement-breakpoint
CREATE TRIGGER variant_sizes_stock_updated AFTER UPDATE ON variant_sizes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION souq_record_stock_movements();
--> statement-breakpoint
CREATE FUNCTION refuse_stock_movement_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the stock ledger is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stock_movements_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON stock_movements
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_stock_movement_change();
--> statement-breakpoint
-- A store made before the ledger opens each size's history with its stock then.
INSERT INTO stock_movements (variant_size_id, product_id, color_name, size, sub_sku, delta, stock_after, reason)
SELECT s.id, v.product_id, v.color_name, s.size, s.sub_sku, s.stock, s.stock, 'initial'
FROM variant_sizes s JOIN product_variants v ON v.id = s.variant_id
ORDER BY v.product_id, v.position, s.position;
--> statement-breakpoint
-- The low-stock line the dashboard and the product list draw, per store.
INSERT INTO app_settings (key, value) VALUES ('low_stock_threshold', '3') ON CONFLICT DO NOTHING;
