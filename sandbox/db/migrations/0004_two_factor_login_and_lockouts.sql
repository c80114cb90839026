CREATE TABLE "login_challenges" (
	"challenge_hash" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integrators" ADD COLUMN "pin_failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "integrators" ADD COLUMN "pin_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integrators" ADD COLUMN "two_fa_failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "integrators" ADD COLUMN "two_fa_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_challenges_integrator_idx" ON "login_challenges" USING btree ("integrator_pk");--> statement-breakpoint
CREATE INDEX "recovery_codes_integrator_idx" ON "recovery_codes" USING btree ("integrator_pk");