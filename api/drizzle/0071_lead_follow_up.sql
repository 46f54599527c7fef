-- The firm follows up the leads of the public simulator: the status it sets, who set it and when
-- (issue 30); and each registration keeps the consent text it accepted, its version and time
-- (LGPD art. 8). Registrations made before keep what is known of them: the opt-in, and their
-- registration time as the time of consent under the terms then in force. A lead now signs in
-- with the human check that registered it (platform m5), whose challenge is kept here.
ALTER TABLE "leads" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "registration_challenge" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_status" text DEFAULT 'NOVO' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_follow_up_by_user_id_users_id_fk" FOREIGN KEY ("follow_up_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "leads" SET "consent_version" = 'termos-2023-05', "consented_at" = "created_at",
  "consent_text" = CASE WHEN "info_email"
    THEN 'Li e concordo com os Termos de Uso e com o Aviso de Privacidade. Quero receber as informações por e-mail.'
    ELSE 'Li e concordo com os Termos de Uso e com o Aviso de Privacidade.' END;--> statement-breakpoint
CREATE INDEX "leads_follow_up_idx" ON "leads" USING btree ("follow_up_status","id");
