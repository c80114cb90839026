ALTER TABLE "integrators" ADD COLUMN "pin_checks_in_flight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "integrators" ADD COLUMN "pin_checks_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integrators" ADD COLUMN "two_fa_checks_in_flight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "integrators" ADD COLUMN "two_fa_checks_started_at" timestamp with time zone;