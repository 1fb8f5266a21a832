-- The demo catalogue's pictures are WebP files now, drawn from the same drawings (a browser opened each SVG
-- picture as a document of its own): a store seeded before points its products, their colours and the
-- orders that bought them at the new files. Only the demo's own file names change, and the old files stay
-- on disk, so a page cached with an old address still finds its picture.
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['products', 'product_variants', 'order_items'] LOOP
    EXECUTE format(
      $sql$
        UPDATE %I SET images = (
          SELECT jsonb_agg(regexp_replace(url, '^(/uploads/catalog/[a-z0-9-]+)\.svg$', '\1.webp') ORDER BY position)
          FROM jsonb_array_elements_text(images) WITH ORDINALITY AS image(url, position)
        )
        WHERE jsonb_typeof(images) = 'array' AND images::text LIKE '%%/uploads/catalog/%%.svg%%'
      $sql$,
      tbl
    );
  END LOOP;
END
$$;
