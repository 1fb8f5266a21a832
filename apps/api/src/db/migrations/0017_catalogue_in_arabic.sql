ALTER TABLE "product_variants" ADD COLUMN "color_name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;