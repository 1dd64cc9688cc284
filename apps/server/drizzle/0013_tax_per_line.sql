ALTER TABLE "orders" ALTER COLUMN "gst_rate_bps" DROP NOT NULL;--> statement-breakpoint
-- Every product gets its HSN code (ADR 011): first its category's default, then the catalogue's own
-- products their corrected codes (almonds 0802, cashew nuts 0801, raisins 0806...), as in catalogue.json.
ALTER TABLE "products" ADD COLUMN "hsn" text;--> statement-breakpoint
UPDATE "products" SET "hsn" = CASE (SELECT "name" FROM "categories" WHERE "categories"."id" = "products"."category_id") WHEN 'Flour' THEN '1102' WHEN 'Aprons' THEN '6211' WHEN 'Indian Spices' THEN '0910' WHEN 'Pulses' THEN '0713' WHEN 'Indian Rice' THEN '1006' WHEN 'Papers' THEN '4818' WHEN 'Metal Coils' THEN '7326' WHEN 'Herbal Products' THEN '1211' WHEN 'Dry Fruits' THEN '0802' END;--> statement-breakpoint
UPDATE "products" SET "hsn" = '0904' WHERE "id" = 16 AND "name" = 'A Grade Quality Black Pepper';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0906' WHERE "id" = 17 AND "name" = 'A Grade Quality Cinnamon Sticks';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0907' WHERE "id" = 18 AND "name" = 'A Grade Quality Cloves';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0909' WHERE "id" = 19 AND "name" = 'A Grade Quality Coriander Seeds';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0909' WHERE "id" = 20 AND "name" = 'A Grade Quality Cumin Seeds';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0909' WHERE "id" = 22 AND "name" = 'A Grade Quality Fennel Seeds';--> statement-breakpoint
UPDATE "products" SET "hsn" = '1204' WHERE "id" = 24 AND "name" = 'A Grade Quality Flax Seeds';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0908' WHERE "id" = 25 AND "name" = 'A Grade Quality Green Cardamom';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0908' WHERE "id" = 26 AND "name" = 'A Grade Quality Jayfal (Nutmeg)';--> statement-breakpoint
UPDATE "products" SET "hsn" = '1207' WHERE "id" = 28 AND "name" = 'A Grade Quality Mustard Seeds';--> statement-breakpoint
UPDATE "products" SET "hsn" = '1211' WHERE "id" = 29 AND "name" = 'A Grade Quality Myrica Esculenta';--> statement-breakpoint
UPDATE "products" SET "hsn" = '7606' WHERE "id" = 55 AND "name" = 'A Grade Quality Aluminium Coils';--> statement-breakpoint
UPDATE "products" SET "hsn" = '7409' WHERE "id" = 56 AND "name" = 'A Grade Quality Brass Coils';--> statement-breakpoint
UPDATE "products" SET "hsn" = '7208' WHERE "id" = 57 AND "name" = 'A Grade Quality Steels Coils';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0810' WHERE "id" = 60 AND "name" = 'A Grade Quality Fresh Amla';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0804' WHERE "id" = 64 AND "name" = 'A Grade Quality Dried Anjeer';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0801' WHERE "id" = 65 AND "name" = 'A Grade Quality Cashew Nuts';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0806' WHERE "id" = 66 AND "name" = 'A Grade Quality Jumbo Raisins';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0806' WHERE "id" = 67 AND "name" = 'A Grade Quality Brown Raisins';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0812' WHERE "id" = 68 AND "name" = 'A Grade Quality Puffed Lotus Seeds';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0804' WHERE "id" = 70 AND "name" = 'A Grade Quality Regular Dates';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0703' WHERE "id" = 73 AND "name" = 'A Grade Quality Onion';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0904' WHERE "id" = 74 AND "name" = 'A Grade Quality Dry Red Chilli';--> statement-breakpoint
UPDATE "products" SET "hsn" = '1001' WHERE "id" = 75 AND "name" = 'A Grade Quality Wheat';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0908' WHERE "id" = 76 AND "name" = 'A Grade Quality Black Cardamom';--> statement-breakpoint
UPDATE "products" SET "hsn" = '0703' WHERE "id" = 77 AND "name" = 'A Grade Quality Garlic';--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "hsn" SET NOT NULL;--> statement-breakpoint
-- The lines of orders placed before keep the code their invoices printed: their category's, as it was.
ALTER TABLE "order_lines" ADD COLUMN "hsn" text;--> statement-breakpoint
UPDATE "order_lines" SET "hsn" = CASE "category" WHEN 'Flour' THEN '1102' WHEN 'Aprons' THEN '6211' WHEN 'Indian Spices' THEN '0910' WHEN 'Pulses' THEN '0713' WHEN 'Indian Rice' THEN '1006' WHEN 'Papers' THEN '4818' WHEN 'Metal Coils' THEN '7326' WHEN 'Herbal Products' THEN '1211' WHEN 'Dry Fruits' THEN '0801' END;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "hsn" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gst_rate_bps" smallint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "freight_paise" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "taxable_paise" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gst_paise" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_tax_check" CHECK (("order_lines"."gst_rate_bps" IS NULL AND "order_lines"."freight_paise" IS NULL AND "order_lines"."taxable_paise" IS NULL AND "order_lines"."gst_paise" IS NULL) OR ("order_lines"."gst_rate_bps" IS NOT NULL AND "order_lines"."taxable_paise" = "order_lines"."line_total_paise" + "order_lines"."freight_paise" AND "order_lines"."gst_paise" >= 0));