CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"color_name" text NOT NULL,
	"images" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_variants_product_color" UNIQUE("product_id","color_name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"images" jsonb NOT NULL,
	"price_fils" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"flashsale" boolean DEFAULT false NOT NULL,
	"flash_discount" integer DEFAULT 0 NOT NULL,
	"bestseller" boolean DEFAULT false NOT NULL,
	"bestofkids" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_price_positive" CHECK ("products"."price_fils" > 0),
	CONSTRAINT "products_discount_range" CHECK ("products"."discount" between 0 and 100),
	CONSTRAINT "products_flash_discount_range" CHECK ("products"."flash_discount" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "variant_sizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"size" text NOT NULL,
	"stock" integer NOT NULL,
	"sub_sku" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "variant_sizes_sub_sku_unique" UNIQUE("sub_sku"),
	CONSTRAINT "variant_sizes_variant_size" UNIQUE("variant_id","size"),
	CONSTRAINT "variant_sizes_stock_non_negative" CHECK ("variant_sizes"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_sizes" ADD CONSTRAINT "variant_sizes_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;