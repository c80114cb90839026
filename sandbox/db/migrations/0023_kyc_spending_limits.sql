CREATE TABLE "kyc_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" timestamp with time zone[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_flows" ADD COLUMN "daily_cap_minor" integer DEFAULT 15000 NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_flows" ADD COLUMN "cap_notified_on" text;