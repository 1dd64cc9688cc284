CREATE TABLE "order_sequences" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" text;--> statement-breakpoint
-- Orders placed before get their numbers in the order they were placed, counted from 1 in each
-- financial year (1 April to 31 March, India time: three months back from the India date gives the
-- year it starts in), with the default prefix; the counters go on from the last number of each year.
CREATE TEMPORARY TABLE "numbered_orders" AS
SELECT "id", "start_year", ROW_NUMBER() OVER (PARTITION BY "start_year" ORDER BY "created_at", "id") AS "sequence"
FROM (
	SELECT "id", "created_at", EXTRACT(YEAR FROM ("created_at" AT TIME ZONE 'Asia/Kolkata') - INTERVAL '3 months')::integer AS "start_year"
	FROM "orders"
) AS "placed";--> statement-breakpoint
UPDATE "orders" SET "number" = 'BT-' || LPAD(("numbered_orders"."start_year" % 100)::text, 2, '0') || '-' || LPAD("numbered_orders"."sequence"::text, GREATEST(6, LENGTH("numbered_orders"."sequence"::text)), '0')
FROM "numbered_orders" WHERE "orders"."id" = "numbered_orders"."id";--> statement-breakpoint
INSERT INTO "order_sequences" ("financial_year", "last_number")
SELECT "start_year"::text || '-' || LPAD((("start_year" + 1) % 100)::text, 2, '0'), MAX("sequence")
FROM "numbered_orders" GROUP BY "start_year";--> statement-breakpoint
DROP TABLE "numbered_orders";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_unique" UNIQUE("number");
