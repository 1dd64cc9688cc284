-- Product search that ignores case and accents (docs/decisions/013-product-search.md): the trigram
-- extension for an index that answers "contains" (LIKE '%rice%'), and search_fold, which folds text the
-- way foldForSearch of @bulk/domain/catalogue does, for the products' stored search columns (0018).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could be changed), so a generated column cannot use it
-- directly; with the dictionary named, the result depends on the text alone.
CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
