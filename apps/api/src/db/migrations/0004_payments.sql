CREATE TABLE "demo_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"client_secret" text NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_fils" integer NOT NULL,
	"status" text NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_payments_kind" CHECK ("demo_payments"."kind" in ('intent', 'session')),
	CONSTRAINT "demo_payments_status" CHECK ("demo_payments"."status" in ('requires_payment_method', 'succeeded', 'canceled', 'open', 'paid', 'expired')),
	CONSTRAINT "demo_payments_amount_non_negative" CHECK ("demo_payments"."amount_fils" >= 0)
);
--> statement-breakpoint
ALTER TABLE "demo_payments" ADD CONSTRAINT "demo_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_payments_client_secret_idx" ON "demo_payments" USING btree ("client_secret");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_payments_order_id_kind_idx" ON "demo_payments" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gateway_ref_idx" ON "orders" USING btree ("gateway_ref") WHERE "orders"."gateway_ref" is not null;--> statement-breakpoint
CREATE INDEX "orders_payment_pending_created_at_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'Payment Pending';