-- Every api instance keeps the catalogue in memory. Any committed change to a product, a colour or
-- a size's stock is announced on this channel; NOTIFY is delivered only on commit (and once per transaction),
-- so a listener never sees a change that was rolled back, and no code path can forget to announce one.
CREATE FUNCTION souq_notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('souq_catalog_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER variant_sizes_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variant_sizes
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_catalog_changed();
