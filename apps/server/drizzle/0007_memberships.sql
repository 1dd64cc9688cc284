CREATE TABLE "jobseeker_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"gender" text,
	"dob" date,
	"qualification" text,
	"experience" text,
	"city_state" text
);
--> statement-breakpoint
CREATE TABLE "member_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_documents_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "member_documents_size_check" CHECK ("member_documents"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "membership_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" integer,
	"invoice_number" text,
	"place_of_supply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "membership_purchases_gatewayOrderId_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "membership_purchases_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "membership_purchases_invoiceNumber_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "supplier_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"contact_person" text NOT NULL,
	"mobile" text NOT NULL,
	"categories" jsonb NOT NULL,
	"address" text NOT NULL,
	"rejection_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "membership_id" text;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD CONSTRAINT "jobseeker_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_purchases" ADD CONSTRAINT "membership_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_documents_user_id_index" ON "member_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "membership_purchases_email_index" ON "membership_purchases" USING btree ("email");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_membership_id_membership_purchases_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."membership_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_membershipId_unique" UNIQUE("membership_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_for_check" CHECK (("payments"."order_id" IS NULL) <> ("payments"."membership_id" IS NULL));