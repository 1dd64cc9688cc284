ALTER TABLE "membership_purchases" DROP CONSTRAINT "membership_purchases_userId_unique";--> statement-breakpoint
ALTER TABLE "supplier_profiles" ALTER COLUMN "valid_until" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_purchases" ADD COLUMN "purpose" text DEFAULT 'registration' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_purchases_registration_user_idx" ON "membership_purchases" USING btree ("user_id") WHERE "membership_purchases"."purpose" = 'registration';--> statement-breakpoint
CREATE INDEX "membership_purchases_user_idx" ON "membership_purchases" USING btree ("user_id");--> statement-breakpoint
-- The year starts at the approval: suppliers not approved today have no end yet (a rejected one may be
-- approved later, and its year then starts). Approved suppliers keep the end they have.
UPDATE "supplier_profiles" SET "valid_until" = NULL WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "role" = 'supplier' AND "status" <> 'approved');--> statement-breakpoint
-- Their reminders still to come and their lapse, as an approval queues them (membership.reminder, membership.lapse).
INSERT INTO "jobs" ("kind", "payload", "run_at")
SELECT 'membership.reminder',
  jsonb_build_object('userId', p."user_id", 'validUntil', to_char(p."valid_until" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'daysBefore', d.days),
  p."valid_until" - make_interval(days => d.days)
FROM "supplier_profiles" p CROSS JOIN (VALUES (30), (7), (1)) AS d(days)
WHERE p."valid_until" IS NOT NULL AND p."valid_until" - make_interval(days => d.days) > now();--> statement-breakpoint
INSERT INTO "jobs" ("kind", "payload", "run_at")
SELECT 'membership.lapse',
  jsonb_build_object('userId', p."user_id", 'validUntil', to_char(p."valid_until" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  p."valid_until" + interval '15 days'
FROM "supplier_profiles" p
WHERE p."valid_until" IS NOT NULL;
