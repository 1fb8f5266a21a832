-- An Idempotency-Key is any 1-255 visible ASCII characters (the rule Stripe follows), not only a UUID; an
-- existing UUID key is kept in its text form.
ALTER TABLE "orders" ALTER COLUMN "idempotency_key" SET DATA TYPE varchar(255);
