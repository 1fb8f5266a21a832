CREATE TABLE "discount_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "discount_codes_percent_range" CHECK ("discount_codes"."percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_size_id" uuid,
	"name" text NOT NULL,
	"images" jsonb NOT NULL,
	"price_fils" integer NOT NULL,
	"discount" integer NOT NULL,
	"line_fils" integer NOT NULL,
	"quantity" integer NOT NULL,
	"size" text NOT NULL,
	"color_name" text NOT NULL,
	"sub_sku" text NOT NULL,
	CONSTRAINT "order_items_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_fils" integer NOT NULL,
	"address" jsonb NOT NULL,
	"shipping_method" text NOT NULL,
	"discount_code" text,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"payment_method" text NOT NULL,
	"status" text NOT NULL,
	"payment" boolean DEFAULT false NOT NULL,
	"gateway_ref" text,
	"stock_held" boolean DEFAULT true NOT NULL,
	"idempotency_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amount_non_negative" CHECK ("orders"."amount_fils" >= 0),
	CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('cod', 'stripe')),
	CONSTRAINT "orders_shipping_method" CHECK ("orders"."shipping_method" in ('Normal', 'Express')),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('Order Placed', 'Payment Pending', 'Packing', 'Shipped', 'Out for delivery', 'Delivered', 'Cancelled'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_size_id_variant_sizes_id_fk" FOREIGN KEY ("variant_size_id") REFERENCES "public"."variant_sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_discount_codes_code_fk" FOREIGN KEY ("discount_code") REFERENCES "public"."discount_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_variant_size_id_idx" ON "order_items" USING btree ("variant_size_id");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_id_idempotency_key_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_id_discount_code_idx" ON "orders" USING btree ("user_id","discount_code") WHERE "orders"."discount_code" is not null and "orders"."status" <> 'Cancelled';--> statement-breakpoint
-- The codes are seeded here, so every database has them whether or not the catalogue seed runs.
INSERT INTO "discount_codes" ("code", "percent") VALUES ('FIRSTDAY', 10), ('AFZ44', 5), ('JWH12', 5) ON CONFLICT DO NOTHING;
