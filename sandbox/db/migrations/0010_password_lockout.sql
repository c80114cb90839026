ALTER TABLE "integrators" ADD COLUMN "password_failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "integrators" ADD COLUMN "password_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integrators" ADD COLUMN "password_checks_in_flight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "integrators" ADD COLUMN "password_checks_started_at" timestamp with time zone;