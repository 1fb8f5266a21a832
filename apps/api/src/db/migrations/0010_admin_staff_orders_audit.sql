CREATE SEQUENCE "public"."orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid,
	"staff_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"amount_fils" integer,
	"actor" text NOT NULL,
	"staff_id" uuid,
	"staff_name" text,
	CONSTRAINT "order_events_kind" CHECK ("order_events"."kind" in ('status', 'note', 'cash')),
	CONSTRAINT "order_events_actor" CHECK ("order_events"."actor" in ('staff', 'shopper', 'store'))
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "staff_role" CHECK ("staff"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "staff_invites" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"role" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_invites_kind" CHECK ("staff_invites"."kind" in ('setup', 'invite')),
	CONSTRAINT "staff_invites_role" CHECK ("staff_invites"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" bigint;--> statement-breakpoint
-- Orders placed before this migration are numbered in the order they were placed.
UPDATE "orders" SET "number" = numbered.n
FROM (SELECT "id", nextval('orders_number_seq') AS n FROM (SELECT "id" FROM "orders" ORDER BY "created_at", "id") AS placed) AS numbered
WHERE "orders"."id" = numbered."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET DEFAULT nextval('orders_number_seq');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected_fils" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_staff_id_idx" ON "audit_log" USING btree ("staff_id","id");--> statement-breakpoint
CREATE INDEX "order_events_order_id_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_idx" ON "staff" USING btree ("email") WHERE "staff"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_id_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_collected_non_negative" CHECK ("orders"."cash_collected_fils" >= 0);--> statement-breakpoint
-- An order's timeline starts with the status it has now, for the orders placed before it existed.
INSERT INTO "order_events" ("order_id", "at", "kind", "to_status", "actor")
SELECT "id", "created_at", 'status', "status", 'store' FROM "orders" ORDER BY "created_at", "id";--> statement-breakpoint
-- Every status an order takes is written to its timeline, whoever moves it and by whichever statement. Who it
-- was comes from settings the mover makes local to its transaction: souq.actor ('staff' or 'shopper'; the
-- store's own moves, placement, payments and the expiry sweep, leave it unset), souq.staff_id and
-- souq.staff_name, and souq.status_note for staff's note on the move.
CREATE FUNCTION record_order_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO order_events (order_id, kind, from_status, to_status, note, actor, staff_id, staff_name)
    VALUES (
      NEW.id,
      'status',
      CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END,
      NEW.status,
      nullif(current_setting('souq.status_note', true), ''),
      coalesce(nullif(current_setting('souq.actor', true), ''), 'store'),
      nullif(current_setting('souq.staff_id', true), '')::uuid,
      nullif(current_setting('souq.staff_name', true), '')
    );
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_status_events AFTER INSERT OR UPDATE OF status ON orders
FOR EACH ROW EXECUTE FUNCTION record_order_status();--> statement-breakpoint
-- The audit log is append-only, whatever connects to the database.
CREATE FUNCTION refuse_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_log_change();
