-- The catalogue in each api instance is patched rather than read again: a change now says what it changed.
-- 'p:<id>,…' names products to read again (any change to a product, a colour, or a size's row other than its
-- stock), 's:<id>,…' names sizes whose stock alone moved; '*' or an empty payload means "read everything"
-- (a truncate, or a statement touching more rows than one notification can name). See
-- docs/decisions/011-catalogue-patched-in-place.md.
CREATE INDEX "products_list_order" ON "products" USING btree ("created_at" DESC NULLS LAST,"sku");
--> statement-breakpoint
CREATE FUNCTION souq_announce_catalog(kind text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  payload := kind || ':' || array_to_string(ids, ',');
  -- A notification's payload must stay under 8,000 bytes.
  IF octet_length(payload) > 7900 THEN
    payload := '*';
  END IF;
  PERFORM pg_notify('souq_catalog_changed', payload);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION souq_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM souq_announce_catalog('p', (SELECT array_agg(DISTINCT id::text) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM souq_announce_catalog('p', (SELECT array_agg(DISTINCT id::text) FROM old_rows));
  ELSE
    PERFORM souq_announce_catalog('p', (
      SELECT array_agg(DISTINCT id::text) FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows) AS r
    ));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION souq_variants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM souq_announce_catalog('p', (SELECT array_agg(DISTINCT product_id::text) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM souq_announce_catalog('p', (SELECT array_agg(DISTINCT product_id::text) FROM old_rows));
  ELSE
    PERFORM souq_announce_catalog('p', (
      SELECT array_agg(DISTINCT product_id::text)
      FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) AS r
    ));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A size added or removed changes its product's shape: the product is read again. A size whose row changed in
-- nothing but its stock is named itself, so only its stock is read again.
CREATE FUNCTION souq_sizes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM souq_announce_catalog('p', (
      SELECT array_agg(DISTINCT v.product_id::text) FROM new_rows n JOIN product_variants v ON v.id = n.variant_id
    ));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM souq_announce_catalog('p', (
      SELECT array_agg(DISTINCT v.product_id::text) FROM old_rows o JOIN product_variants v ON v.id = o.variant_id
    ));
  ELSE
    PERFORM souq_announce_catalog('s', (
      SELECT array_agg(DISTINCT n.id::text) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE to_jsonb(n) - 'stock' = to_jsonb(o) - 'stock'
    ));
    PERFORM souq_announce_catalog('p', (
      SELECT array_agg(DISTINCT v.product_id::text)
      FROM (
        SELECT n.variant_id FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
        WHERE o.id IS NULL OR to_jsonb(n) - 'stock' <> to_jsonb(o) - 'stock'
        UNION
        SELECT o.variant_id FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
        WHERE n.id IS NULL OR to_jsonb(n) - 'stock' <> to_jsonb(o) - 'stock'
      ) AS r
      JOIN product_variants v ON v.id = r.variant_id
    ));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER products_catalog_changed ON products;
--> statement-breakpoint
DROP TRIGGER product_variants_catalog_changed ON product_variants;
--> statement-breakpoint
DROP TRIGGER variant_sizes_catalog_changed ON variant_sizes;
--> statement-breakpoint
CREATE TRIGGER products_catalog_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION souq_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalog_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION souq_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalog_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION souq_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalog_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_inserted AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION souq_variants_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_updated AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION souq_variants_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_deleted AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION souq_variants_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_truncated AFTER TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER variant_sizes_catalog_inserted AFTER INSERT ON variant_sizes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION souq_sizes_changed();
--> statement-breakpoint
-- Placing an order still announces its own stock after committing (migration 0006), naming its sizes.
CREATE TRIGGER variant_sizes_catalog_updated AFTER UPDATE ON variant_sizes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT
  WHEN (current_setting('souq.stock_notice', true) IS DISTINCT FROM 'after-commit')
  EXECUTE FUNCTION souq_sizes_changed();
--> statement-breakpoint
CREATE TRIGGER variant_sizes_catalog_deleted AFTER DELETE ON variant_sizes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION souq_sizes_changed();
--> statement-breakpoint
CREATE TRIGGER variant_sizes_catalog_truncated AFTER TRUNCATE ON variant_sizes
  FOR EACH STATEMENT EXECUTE FUNCTION souq_notify_catalog_changed();
