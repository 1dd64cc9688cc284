CREATE TABLE "job_alert_deliveries" (
	"user_id" integer NOT NULL,
	"opening_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_alert_deliveries_user_id_opening_id_pk" PRIMARY KEY("user_id","opening_id")
);
--> statement-breakpoint
CREATE TABLE "job_application_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_application_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"interview_at" timestamp with time zone,
	"interview_place" text,
	"actor_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opening_id" integer NOT NULL,
	"seeker_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"private_note" text,
	"resume_document_id" text,
	"applied_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_applications_opening_seeker_unique" UNIQUE("opening_id","seeker_id")
);
--> statement-breakpoint
CREATE TABLE "job_openings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_openings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employer_id" integer,
	"posted_by" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"vacancies" integer NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"salary_min_rupees" integer NOT NULL,
	"salary_max_rupees" integer NOT NULL,
	"experience_min_years" integer NOT NULL,
	"experience_max_years" integer NOT NULL,
	"qualification" text NOT NULL,
	"skills" jsonb NOT NULL,
	"last_date" date NOT NULL,
	"walk_in_venue" text,
	"walk_in_time" text,
	"status" text NOT NULL,
	"rejection_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_openings_salary_check" CHECK ("job_openings"."salary_min_rupees" <= "job_openings"."salary_max_rupees"),
	CONSTRAINT "job_openings_experience_check" CHECK ("job_openings"."experience_min_years" <= "job_openings"."experience_max_years"),
	CONSTRAINT "job_openings_vacancies_check" CHECK ("job_openings"."vacancies" >= 1)
);
--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "qualification_level" text;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "experience_years" integer;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "skills" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "preferred_cities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "expected_monthly_salary_rupees" integer;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "job_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "alert_token" text;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "verification" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "verification_reason" text;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "verification_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "verification_decided_by" integer;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_opening_id_job_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_steps" ADD CONSTRAINT "job_application_steps_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_steps" ADD CONSTRAINT "job_application_steps_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_opening_id_job_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_resume_document_id_member_documents_id_fk" FOREIGN KEY ("resume_document_id") REFERENCES "public"."member_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_steps_application_idx" ON "job_application_steps" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "job_applications_seeker_idx" ON "job_applications" USING btree ("seeker_id");--> statement-breakpoint
CREATE INDEX "job_openings_board_idx" ON "job_openings" USING btree ("status","last_date");--> statement-breakpoint
CREATE INDEX "job_openings_employer_idx" ON "job_openings" USING btree ("employer_id");--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD CONSTRAINT "jobseeker_profiles_verification_decided_by_users_id_fk" FOREIGN KEY ("verification_decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD CONSTRAINT "jobseeker_profiles_alertToken_unique" UNIQUE("alert_token");