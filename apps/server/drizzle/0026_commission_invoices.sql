CREATE TABLE "commission_invoice_shipments" (
	"shipment_id" text PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"month" text NOT NULL,
	"invoice_number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"recipient" jsonb NOT NULL,
	"shipment_count" integer NOT NULL,
	"commission_paise" bigint NOT NULL,
	"commission_gst_paise" bigint NOT NULL,
	CONSTRAINT "commission_invoices_invoiceNumber_unique" UNIQUE("invoice_number"),
	CONSTRAINT "commission_invoices_month_check" CHECK ("commission_invoices"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "commission_invoice_shipments" ADD CONSTRAINT "commission_invoice_shipments_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_invoice_shipments" ADD CONSTRAINT "commission_invoice_shipments_invoice_id_commission_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."commission_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD CONSTRAINT "commission_invoices_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_invoice_shipments_invoice_id_index" ON "commission_invoice_shipments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_seller_month_unique" ON "commission_invoices" USING btree ("seller_id","month");