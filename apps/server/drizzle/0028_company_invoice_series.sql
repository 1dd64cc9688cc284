-- The company's invoice numbers join every other numbered series (`invoice:company`), so a payment takes
-- its sellers' and the company's numbers in one statement.
INSERT INTO "document_sequences" ("series", "financial_year", "last_number")
SELECT 'invoice:company', "financial_year", "last_number" FROM "invoice_sequences";--> statement-breakpoint
DROP TABLE "invoice_sequences" CASCADE;
