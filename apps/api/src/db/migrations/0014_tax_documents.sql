CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "tax_document_files" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"supply_date" date NOT NULL,
	"net_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"gross_fils" integer NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_kind" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "coupon_share_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_vat_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "express_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "express_vat_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "business_trn" text;--> statement-breakpoint
ALTER TABLE "tax_document_files" ADD CONSTRAINT "tax_document_files_document_id_tax_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_idx" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_order_id_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_at_idx" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
-- Orders placed before the VAT was recorded: their bill read back as the order page read it (the code's amount
-- rounded as at checkout, Express as AED 10, delivery the rest), at the 5 % the store charged.
WITH items AS (
  SELECT order_id, sum(line_fils)::bigint AS items_fils FROM order_items GROUP BY order_id
), parts AS (
  SELECT o.id, i.items_fils,
    round(i.items_fils * o.discount_percent / 100.0)::int AS coupon,
    CASE WHEN o.shipping_method = 'Express' THEN 1000 ELSE 0 END AS express
  FROM orders o JOIN items i ON i.order_id = o.id
)
UPDATE orders o SET vat_percent = 5, coupon_fils = p.coupon, express_fils = p.express,
  delivery_fils = o.amount_fils - p.items_fils + p.coupon - p.express
FROM parts p WHERE p.id = o.id;
--> statement-breakpoint
-- Each line's share of the code: rounded down, the fils left over one each to the largest remainders, the
-- earlier line first on a tie (packages/shared/src/pricing/vat.ts, shareOut).
WITH base AS (
  SELECT oi.order_id, oi.position, oi.line_fils::bigint AS line_fils, o.coupon_fils::bigint AS coupon,
    sum(oi.line_fils) OVER (PARTITION BY oi.order_id)::bigint AS total
  FROM order_items oi JOIN orders o ON o.id = oi.order_id
  WHERE o.coupon_fils > 0
), shares AS (
  SELECT order_id, position, coupon, (coupon * line_fils) / total AS floor_share,
    (coupon * line_fils) % total AS remainder
  FROM base WHERE total > 0
), ranked AS (
  SELECT order_id, position, floor_share,
    coupon - sum(floor_share) OVER (PARTITION BY order_id) AS left_over,
    row_number() OVER (PARTITION BY order_id ORDER BY remainder DESC, position) AS place
  FROM shares
)
UPDATE order_items oi
SET coupon_share_fils = r.floor_share + CASE WHEN r.place <= r.left_over THEN 1 ELSE 0 END
FROM ranked r WHERE r.order_id = oi.order_id AND r.position = oi.position;
--> statement-breakpoint
-- VAT inside each gross amount, rounded to the fils half away from zero (numeric round does exactly that).
UPDATE order_items oi
SET vat_fils = round((oi.line_fils - oi.coupon_share_fils) * o.vat_percent / (100.0 + o.vat_percent))::int
FROM orders o WHERE o.id = oi.order_id AND o.vat_percent > 0;
--> statement-breakpoint
UPDATE orders SET
  delivery_vat_fils = round(delivery_fils * vat_percent / (100.0 + vat_percent))::int,
  express_vat_fils = round(express_fils * vat_percent / (100.0 + vat_percent))::int
WHERE vat_percent > 0;
--> statement-breakpoint
UPDATE orders o SET vat_fils = o.delivery_vat_fils + o.express_vat_fils
  + coalesce((SELECT sum(oi.vat_fils) FROM order_items oi WHERE oi.order_id = o.id), 0)
WHERE o.vat_percent > 0;
--> statement-breakpoint
-- Tax invoices, credit notes and their PDFs are kept as issued, whatever connects to the database.
CREATE FUNCTION refuse_tax_document_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tax invoices and credit notes are never changed or deleted';
END $$;
--> statement-breakpoint
CREATE TRIGGER tax_documents_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON tax_documents
FOR EACH STATEMENT EXECUTE FUNCTION refuse_tax_document_change();
--> statement-breakpoint
CREATE TRIGGER tax_document_files_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON tax_document_files
FOR EACH STATEMENT EXECUTE FUNCTION refuse_tax_document_change();
