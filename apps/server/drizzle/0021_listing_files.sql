CREATE TABLE "listing_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_documents_size_check" CHECK ("listing_documents"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "listing_photo_variants" (
	"key" text PRIMARY KEY NOT NULL,
	"photo_id" integer NOT NULL,
	"width" integer NOT NULL,
	CONSTRAINT "listing_photo_variants_width_check" CHECK ("listing_photo_variants"."width" > 0)
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"position" integer NOT NULL,
	"original_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_documents" ADD CONSTRAINT "listing_documents_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photo_variants" ADD CONSTRAINT "listing_photo_variants_photo_id_listing_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."listing_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_documents_listing_id_index" ON "listing_documents" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_photo_variants_photo_id_index" ON "listing_photo_variants" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "listing_photos_listing_id_index" ON "listing_photos" USING btree ("listing_id");