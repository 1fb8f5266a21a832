CREATE TABLE "demo_refunds" (
	"key" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_refunds" ADD CONSTRAINT "demo_refunds_payment_id_demo_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."demo_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind" CHECK ("order_events"."kind" in ('status', 'note', 'cash', 'return'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_returned_within_quantity" CHECK ("order_items"."returned_quantity" >= 0 and "order_items"."returned_quantity" <= "order_items"."quantity");