CREATE TABLE "prepared_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"prepared_at" timestamp with time zone NOT NULL
);
