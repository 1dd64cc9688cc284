CREATE TABLE "order_instalments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_instalments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"number" smallint NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"reference" text NOT NULL,
	"gateway_order_id" text,
	"submitted_method" text,
	"submitted_reference" text,
	"submitted_at" timestamp with time zone,
	"method" text,
	"gateway_payment_id" text,
	"bank_reference" text,
	"confirmed_by" integer,
	"paid_at" timestamp with time zone,
	"due_since" timestamp with time zone,
	"receipt_voucher_number" text,
	"refund_method" text,
	"refund_reference" text,
	"refund_voucher_number" text,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "order_instalments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "order_instalments_gatewayOrderId_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "order_instalments_gatewayPaymentId_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "order_instalments_bankReference_unique" UNIQUE("bank_reference"),
	CONSTRAINT "order_instalments_receiptVoucherNumber_unique" UNIQUE("receipt_voucher_number"),
	CONSTRAINT "order_instalments_refundVoucherNumber_unique" UNIQUE("refund_voucher_number"),
	CONSTRAINT "order_instalments_paid_check" CHECK ("order_instalments"."status" IN ('due', 'void') OR ("order_instalments"."paid_at" IS NOT NULL AND "order_instalments"."method" IS NOT NULL AND ("order_instalments"."gateway_payment_id" IS NOT NULL) <> ("order_instalments"."bank_reference" IS NOT NULL))),
	CONSTRAINT "order_instalments_refunded_check" CHECK ("order_instalments"."status" <> 'refunded' OR ("order_instalments"."refunded_at" IS NOT NULL AND "order_instalments"."refund_voucher_number" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "voucher_sequences" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "voucher_sequences_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_plan" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_terms" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_instalments" ADD CONSTRAINT "order_instalments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_instalments" ADD CONSTRAINT "order_instalments_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_instalments_order_id_number_index" ON "order_instalments" USING btree ("order_id","number");