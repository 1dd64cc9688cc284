CREATE TABLE "listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"paused_by" text,
	"rejection_reason" text,
	"fields" jsonb NOT NULL,
	"pending_change" jsonb,
	"sku" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_paused_by_check" CHECK (("listings"."status" = 'paused') = ("listings"."paused_by" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listing_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_seller_id_index" ON "listings" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "listings_status_index" ON "listings" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_seller_sku_unique" ON "listings" USING btree ("seller_id","sku");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_listing_id_unique" ON "products" USING btree ("listing_id");