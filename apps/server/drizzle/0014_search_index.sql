-- Product search that stays fast on a large catalogue (docs/decisions/013-product-search.md): a trigram
-- index answers "contains" (LIKE '%rice%') without reading every row, on text folded by search_fold,
-- which ignores case and accents as foldForSearch of @bulk/domain/catalogue does.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could be changed), so an index cannot use it directly; with the
-- dictionary named, the result depends on the text alone.
CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
CREATE INDEX products_search_text_trgm ON products
  USING gin (search_fold(name || ' ' || short_description) gin_trgm_ops);
