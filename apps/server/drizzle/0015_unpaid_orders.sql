CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payment_attempts" (
	"gateway_order_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"failure_code" text,
	"failure_reason" text,
	"failure_description" text,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_payment_attempts" ADD CONSTRAINT "order_payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" IS NULL AND "jobs"."failed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "order_payment_attempts_order_id_index" ON "order_payment_attempts" USING btree ("order_id");--> statement-breakpoint
-- Backfill (hand-written): every existing order's gateway order becomes its one payment attempt, with the
-- default 30-minute window; a pending order also gets its expiry job (due at once when the window is over).
INSERT INTO "order_payment_attempts" ("gateway_order_id", "order_id", "amount_paise", "created_at", "expires_at", "outcome")
SELECT "gateway_order_id", "id", "total_paise", "created_at", "created_at" + interval '30 minutes',
  CASE WHEN "paid_at" IS NOT NULL THEN 'paid' ELSE 'open' END
FROM "orders" WHERE "gateway_order_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "jobs" ("kind", "payload", "run_at")
SELECT 'order.expire', jsonb_build_object('orderId', "id", 'gatewayOrderId', "gateway_order_id"), "created_at" + interval '30 minutes'
FROM "orders" WHERE "status" = 'pending' AND "gateway_order_id" IS NOT NULL;
