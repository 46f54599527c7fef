-- Issue 28: who concluded an assessment (the firm concludes for its clients too), the list's
-- status filter, the firm's identification on the dossiers and each client's identification as
-- the agent of its processing operations (field 1 of the ANPD simplified record model).
ALTER TABLE "assessments" ADD COLUMN "completed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_form_completed_client_idx" ON "assessments" USING btree ("form_id","completed","client_id","id");--> statement-breakpoint
CREATE INDEX "assessments_form_completed_idx" ON "assessments" USING btree ("form_id","completed","id");--> statement-breakpoint
CREATE TABLE "firm_profile" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"registration" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_profile_single_row" CHECK ("id" = 1)
);--> statement-breakpoint
ALTER TABLE "firm_profile" ADD CONSTRAINT "firm_profile_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "privacy_agent_profiles" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"cnpj" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"dpo_name" text DEFAULT '' NOT NULL,
	"dpo_email" text DEFAULT '' NOT NULL,
	"dpo_phone" text DEFAULT '' NOT NULL,
	"data_subject_channel" text DEFAULT '' NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "privacy_agent_profiles" ADD CONSTRAINT "privacy_agent_profiles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_agent_profiles" ADD CONSTRAINT "privacy_agent_profiles_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
