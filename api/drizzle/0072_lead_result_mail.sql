-- The public simulator e-mails the visitor the result as a PDF (issue 30): an outbox message may
-- carry one attachment (base64, as small as a one-page PDF), and a lead keeps when it asked for
-- no more e-mails through the link of that message.
ALTER TABLE "notification_outbox" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "attachment_type" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "attachment_base64" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "unsubscribed_at" timestamp with time zone;
