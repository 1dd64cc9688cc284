ALTER TABLE "products" ADD COLUMN "slabs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- A published listing's slabs, copied from its working copy (the published fields, docs/decisions/014).
UPDATE "products" SET "slabs" = "listings"."fields"->'slabs' FROM "listings" WHERE "products"."listing_id" = "listings"."id";--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing suppliers: the business name's Latin letters and digits, made unique by the account id.
UPDATE "supplier_profiles" SET "slug" = COALESCE(NULLIF(TRIM(BOTH '-' FROM REGEXP_REPLACE(LOWER(LEFT("business_name", 60)), '[^a-z0-9]+', '-', 'g')), ''), 'supplier') || '-' || "user_id";--> statement-breakpoint
ALTER TABLE "supplier_profiles" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_slug_unique" UNIQUE("slug");
