-- Search in PostgreSQL itself, the same on PGlite and on a server (docs/decisions/021-search-in-postgres.md):
-- a normalising function, a weighted document per product kept by triggers, a lexicon of the catalogue's
-- words for typo correction, and the owner's synonyms.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_lexicon_trigrams" ON "search_lexicon" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
-- Lower case without accents; Arabic letters folded to one form (alef and hamza seats, taa marbuta to haa,
-- alef maqsura and Persian yeh to yeh, Persian kaf to kaf), Arabic-Indic digits to 0-9, apostrophes dropped
-- ("kid's" is "kids"), harakat and tatweel removed. unaccent is STABLE only because its dictionary could be
-- changed; naming the dictionary makes this safe to declare IMMUTABLE.
CREATE FUNCTION search_norm(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    translate(lower(public.unaccent('public.unaccent'::regdictionary, t)),
      'أإآٱؤئةىیک٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹’''',
      'ااااويهييك01234567890123456789'),
    '[ً-ٰٟـ]', '', 'g')
$$;
--> statement-breakpoint
-- The forms one normalised word is found by. A hyphenated word ("t-shirt") is one word joined ("tshirt"); in
-- a document also its parts, so "t shirt" finds it. An Arabic word also without its article (ال, وال, بال,
-- فال, كال, لل) or a leading conjunction و, and a plural in ات also as its singular; an English word also
-- without a plural ending. Stemming goes no
-- further: PostgreSQL's Arabic stemmer makes different stems of فستان and الفستان.
CREATE FUNCTION search_word_forms(w text, in_document boolean) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  forms text[] := ARRAY[]::text[];
  joined text := replace(w, '-', '');
  base text;
BEGIN
  IF joined = '' THEN
    RETURN forms;
  END IF;
  IF in_document AND joined <> w THEN
    forms := array_remove(string_to_array(w, '-'), '');
  END IF;
  forms := forms || joined;
  FOREACH base IN ARRAY forms LOOP
    IF base ~ '^[ء-ي]+$' THEN
      IF base ~ '^(وال|بال|فال|كال)' AND char_length(base) > 5 THEN
        forms := forms || substr(base, 4);
      ELSIF base ~ '^(ال|لل)' AND char_length(base) > 4 THEN
        forms := forms || substr(base, 3);
      ELSIF base ~ '^و' AND char_length(base) > 4 THEN
        forms := forms || substr(base, 2);
      END IF;
      -- A sound feminine plural names the singular with taa marbuta (سيارات, سيارة); folded, that is ه.
      IF base ~ 'ات$' AND char_length(base) > 4 THEN
        forms := forms || (left(base, -2) || 'ه');
      END IF;
    ELSIF base ~ '^[a-z]+$' AND char_length(base) > 3 THEN
      IF base ~ 'ies$' THEN
        forms := forms || (left(base, -3) || 'y');
      ELSIF base ~ '(s|x|z|ch|sh)es$' THEN
        forms := forms || left(base, -2);
      ELSIF base ~ '[^su]s$' THEN
        forms := forms || left(base, -1);
      END IF;
    END IF;
  END LOOP;
  RETURN forms;
END;
$$;
--> statement-breakpoint
-- A text's words in order, each with its forms.
CREATE FUNCTION search_words(t text, in_document boolean)
RETURNS TABLE(ord int, word text, forms text[]) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (row_number() OVER ())::int, w, search_word_forms(w, in_document)
  FROM regexp_split_to_table(search_norm(coalesce(t, '')), '[^a-z0-9ء-ي-]+') AS w
  WHERE w ~ '[a-z0-9ء-ي]'
$$;
--> statement-breakpoint
-- Every form of every word of some texts, as a tsvector of one weight. Forms hold only letters and digits, so
-- they are written as the vector's literal; no parser splits them again.
CREATE FUNCTION search_weighted(texts text[], weight text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(DISTINCT '''' || f || ''':1' || weight, ' '), '')::tsvector
  FROM unnest(texts) AS t, search_words(t, true) AS w, unnest(w.forms) AS f
$$;
--> statement-breakpoint
-- Writes the documents of these products again (those that no longer exist are gone by cascade), and adds
-- their words to the lexicon. Skus and sub-SKUs are searchable but never offered as corrections.
CREATE FUNCTION search_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  WITH d AS (
    SELECT p.id,
      ARRAY[p.name, p.name_ar] AS names,
      ARRAY[p.category, p.sub_category] || coalesce((
        SELECT array_agg(c) FROM product_variants v, unnest(ARRAY[v.color_name, v.color_name_ar]) AS c
        WHERE v.product_id = p.id
      ), ARRAY[]::text[]) AS kinds,
      ARRAY[p.sku] || coalesce((
        SELECT array_agg(s.sub_sku) FROM product_variants v JOIN variant_sizes s ON s.variant_id = v.id
        WHERE v.product_id = p.id
      ), ARRAY[]::text[]) AS codes,
      ARRAY[p.description, p.description_ar] AS descriptions
    FROM products p
    WHERE p.id = ANY (ids)
  ), written AS (
    INSERT INTO product_search (product_id, document)
    SELECT d.id,
      search_weighted(d.names, 'A') || search_weighted(d.kinds || d.codes, 'B')
        || search_weighted(d.descriptions, 'C')
    FROM d
    ON CONFLICT (product_id) DO UPDATE SET document = excluded.document
  )
  INSERT INTO search_lexicon (word)
  SELECT DISTINCT f
  FROM d, unnest(d.names || d.kinds || d.descriptions) AS t, search_words(t, true) AS w, unnest(w.forms) AS f
  WHERE char_length(f) >= 3 AND f !~ '^[0-9]+$'
  ON CONFLICT (word) DO NOTHING;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION search_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh((SELECT array_agg(id) FROM new_rows));
  ELSE
    PERFORM search_refresh((
      SELECT array_agg(n.id) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.name_ar, n.description, n.description_ar, n.sku, n.category, n.sub_category)
        IS DISTINCT FROM (o.name, o.name_ar, o.description, o.description_ar, o.sku, o.category, o.sub_category)
    ));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_products_inserted AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_products_changed();
--> statement-breakpoint
CREATE TRIGGER search_products_updated AFTER UPDATE ON products
REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_products_changed();
--> statement-breakpoint
CREATE FUNCTION search_variants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh((SELECT array_agg(DISTINCT product_id) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_refresh((SELECT array_agg(DISTINCT product_id) FROM old_rows));
  ELSE
    PERFORM search_refresh((
      SELECT array_agg(DISTINCT product_id) FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) AS r
    ));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_variants_inserted AFTER INSERT ON product_variants
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_variants_changed();
--> statement-breakpoint
CREATE TRIGGER search_variants_updated AFTER UPDATE ON product_variants
REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_variants_changed();
--> statement-breakpoint
CREATE TRIGGER search_variants_deleted AFTER DELETE ON product_variants
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_variants_changed();
--> statement-breakpoint
-- Sizes: added or removed per statement. Orders update sizes' stock all day, so an update is heard only
-- when a sub-SKU itself changes (a column trigger, which an order's stock update never fires).
CREATE FUNCTION search_sizes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh((
      SELECT array_agg(DISTINCT v.product_id) FROM new_rows n JOIN product_variants v ON v.id = n.variant_id
    ));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_refresh((
      SELECT array_agg(DISTINCT v.product_id) FROM old_rows o JOIN product_variants v ON v.id = o.variant_id
    ));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_sizes_inserted AFTER INSERT ON variant_sizes
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sizes_changed();
--> statement-breakpoint
CREATE TRIGGER search_sizes_deleted AFTER DELETE ON variant_sizes
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sizes_changed();
--> statement-breakpoint
CREATE FUNCTION search_sub_sku_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh((SELECT array_agg(product_id) FROM product_variants WHERE id = NEW.variant_id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_sub_sku_updated AFTER UPDATE OF sub_sku ON variant_sizes
FOR EACH ROW WHEN (OLD.sub_sku IS DISTINCT FROM NEW.sub_sku) EXECUTE FUNCTION search_sub_sku_changed();
--> statement-breakpoint
-- A synonym term is one word however it is typed: "t shirt", "t-shirt" and "tshirt" are all "tshirt".
CREATE FUNCTION search_terms(terms text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), ARRAY[]::text[])
  FROM unnest(terms) AS t,
    LATERAL (SELECT string_agg(replace(x.word, '-', ''), '' ORDER BY x.ord) AS w FROM search_words(t, false) AS x) AS j
  WHERE w IS NOT NULL AND w <> ''
$$;
--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD COLUMN "words" text[] GENERATED ALWAYS AS (search_terms(terms)) STORED NOT NULL;
--> statement-breakpoint
-- Every api instance forgets what its searches found when the synonyms change ('w:' on the catalogue's
-- channel: no product changed, so no product is read again).
CREATE FUNCTION search_synonyms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('souq_catalog_changed', 'w:');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_synonyms_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
FOR EACH STATEMENT EXECUTE FUNCTION search_synonyms_changed();
--> statement-breakpoint
SELECT search_refresh(array_agg(id)) FROM products;
--> statement-breakpoint
-- The owner edits these in the back office; these are a start that fits the catalogue.
INSERT INTO search_synonyms (terms) VALUES
  (ARRAY['tee', 't-shirt', 'tshirt', 'تيشيرت', 'تي شيرت']),
  (ARRAY['pyjamas', 'pajamas', 'pjs', 'nightwear', 'sleepwear', 'بيجامة', 'بيجاما', 'ملابس نوم']),
  (ARRAY['trainers', 'sneakers', 'shoes', 'أحذية', 'حذاء', 'جزمة']),
  (ARRAY['hoodie', 'sweatshirt', 'هودي', 'سويت شيرت']),
  (ARRAY['dress', 'frock', 'فستان', 'فساتين']),
  (ARRAY['skirt', 'تنورة', 'تنانير']),
  (ARRAY['shirt', 'قميص', 'قمصان']),
  (ARRAY['toys', 'toy', 'ألعاب', 'لعبة', 'لعب']),
  (ARRAY['trousers', 'pants', 'بنطال', 'بنطلون', 'بناطيل', 'سروال']),
  (ARRAY['jumper', 'sweater', 'pullover', 'كنزة', 'سترة']),
  (ARRAY['swimsuit', 'swimwear', 'swim', 'swimming', 'costume', 'مايوه', 'سباحة', 'ملابس سباحة']),
  (ARRAY['boys', 'boy', 'أولاد', 'ولد', 'صبيان']),
  (ARRAY['girls', 'girl', 'بنات', 'بنت']),
  (ARRAY['teddy', 'plush', 'soft toy', 'دبدوب']),
  (ARRAY['doll', 'dolls', 'دمية', 'دمى']),
  (ARRAY['car', 'buggy', 'سيارة']),
  (ARRAY['dinosaur', 'dino', 'ديناصور']),
  (ARRAY['baby', 'newborn', 'مواليد', 'رضع', 'رضيع']),
  (ARRAY['summer', 'صيفي', 'صيف']),
  (ARRAY['red', 'أحمر', 'حمراء']),
  (ARRAY['yellow', 'أصفر', 'صفراء']),
  (ARRAY['blue', 'أزرق', 'زرقاء']),
  (ARRAY['green', 'أخضر', 'خضراء']),
  (ARRAY['white', 'أبيض', 'بيضاء']),
  (ARRAY['black', 'أسود', 'سوداء']),
  (ARRAY['pink', 'وردي', 'زهري']),
  (ARRAY['grey', 'gray', 'رمادي']);
