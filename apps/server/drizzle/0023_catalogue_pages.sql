CREATE INDEX "products_visible_id" ON "products" USING btree ("id") WHERE "products"."visible";--> statement-breakpoint
CREATE INDEX "products_visible_category" ON "products" USING btree ("category_id","id") WHERE "products"."visible";--> statement-breakpoint
CREATE INDEX "products_visible_price" ON "products" USING btree ("price_paise","id") WHERE "products"."visible";--> statement-breakpoint
CREATE INDEX "products_visible_seller" ON "products" USING btree ("seller_id","id") WHERE "products"."visible";