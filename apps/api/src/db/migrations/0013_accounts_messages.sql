CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_purpose" CHECK ("account_tokens"."purpose" in ('password_reset', 'email_change'))
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"fullname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"zipcode" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template" text NOT NULL,
	"recipient" text NOT NULL,
	"user_id" uuid,
	"locale" text DEFAULT 'en' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_status" CHECK ("outbox_messages"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_id_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_default_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_messages_user_id_idx" ON "outbox_messages" USING btree ("user_id");--> statement-breakpoint
-- An order's e-mails are queued by the database in the transaction that moves it, whoever moves it and by
-- whichever statement, as its timeline is (migration 0010). 'Order Placed' is the confirmation: at placement
-- for cash on delivery, at payment for a card. A card payment that fails or expires (the store's own move,
-- souq.actor unset) is 'payment_failed'; every later status is 'order_status', with staff's note as the
-- reason. An account that was deleted gets nothing.
CREATE FUNCTION queue_order_message() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := coalesce(nullif(current_setting('souq.actor', true), ''), 'store');
  template text;
  recipient text;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NULL;
  END IF;
  template := CASE
    WHEN NEW.status = 'Payment Pending' THEN NULL
    WHEN NEW.status = 'Order Placed' THEN 'order_placed'
    WHEN OLD.status = 'Payment Pending' AND NEW.status = 'Cancelled' AND actor = 'store' THEN 'payment_failed'
    ELSE 'order_status'
  END;
  IF template IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT email INTO recipient FROM users WHERE id = NEW.user_id AND deleted_at IS NULL;
  IF recipient IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO outbox_messages (template, recipient, user_id, data)
  VALUES (
    template,
    recipient,
    NEW.user_id,
    jsonb_build_object(
      'orderId', NEW.id,
      'status', NEW.status,
      'actor', actor,
      'note', nullif(current_setting('souq.status_note', true), '')
    )
  );
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_status_messages AFTER INSERT OR UPDATE OF status ON orders
FOR EACH ROW EXECUTE FUNCTION queue_order_message();--> statement-breakpoint
-- Every instance keeps the accounts it has checked in memory; a change that ends an account's tokens tells
-- them all to forget it.
CREATE FUNCTION announce_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.token_version IS DISTINCT FROM OLD.token_version OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at THEN
    PERFORM pg_notify('souq_account_changed', NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_account_changes AFTER UPDATE ON users
FOR EACH ROW EXECUTE FUNCTION announce_account_change();
