ALTER TABLE "order_items" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "color_name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Orders placed before the Arabic names were kept take their product's and colour's Arabic as it is now.
UPDATE "order_items" AS oi SET "name_ar" = p."name_ar" FROM "products" AS p WHERE p."id" = oi."product_id";--> statement-breakpoint
UPDATE "order_items" AS oi SET "color_name_ar" = pv."color_name_ar"
  FROM "variant_sizes" AS vs JOIN "product_variants" AS pv ON pv."id" = vs."variant_id"
  WHERE vs."id" = oi."variant_size_id";
