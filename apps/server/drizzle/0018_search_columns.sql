ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_fold(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(name || ' ' || short_description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_name_prefix" ON "products" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_search_name_trgm" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_text_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);