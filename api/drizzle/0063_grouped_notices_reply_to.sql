-- Demands m17: the notices of one demand to one person within a short window go as one e-mail.
-- Each queued notice keeps its parts (what happened, the demand's summary, the link), and the job
-- finds a person's other pending notices of the same demand through the index below.
ALTER TABLE "notification_outbox" ADD COLUMN "notice" jsonb;--> statement-breakpoint
CREATE INDEX "notification_outbox_group_idx" ON "notification_outbox" USING btree ("recipient_user_id","demand_id","id") WHERE "notification_outbox"."sent_at" is null and "notification_outbox"."failed_at" is null and "notification_outbox"."notice" is not null;--> statement-breakpoint
-- The address a reply to the firm's e-mails goes to, kept with the firm's other settings.
ALTER TABLE "firm_settings" ADD COLUMN "reply_to_email" text;
