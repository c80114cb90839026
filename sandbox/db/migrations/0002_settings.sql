CREATE TABLE "api_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"email" text NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"whitelisted_ips" jsonb NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "api_sessions_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "contact_otps" (
	"integrator_pk" text PRIMARY KEY NOT NULL,
	"otp_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_settings" (
	"integrator_pk" text NOT NULL,
	"key" text NOT NULL,
	"active" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"callback_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logos" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"integrator_pk" text NOT NULL,
	"address" text NOT NULL,
	"asset" text NOT NULL,
	"network" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"payment_beneficiary_type" text NOT NULL,
	"is_contract_signed" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_addresses_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
ALTER TABLE "integrators" ADD COLUMN "two_fa_pending_secret" text;--> statement-breakpoint
ALTER TABLE "integrators" ADD COLUMN "two_fa_last_step" integer;--> statement-breakpoint
ALTER TABLE "api_sessions" ADD CONSTRAINT "api_sessions_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_otps" ADD CONSTRAINT "contact_otps_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_settings" ADD CONSTRAINT "email_settings_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logos" ADD CONSTRAINT "logos_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_addresses" ADD CONSTRAINT "withdrawal_addresses_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_sessions_integrator_idx" ON "api_sessions" USING btree ("integrator_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "email_settings_integrator_key_unique" ON "email_settings" USING btree ("integrator_pk","key");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_integrator_idx" ON "email_verification_tokens" USING btree ("integrator_pk");--> statement-breakpoint
CREATE INDEX "logos_integrator_idx" ON "logos" USING btree ("integrator_pk");--> statement-breakpoint
CREATE INDEX "withdrawal_addresses_integrator_idx" ON "withdrawal_addresses" USING btree ("integrator_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_addresses_unique" ON "withdrawal_addresses" USING btree ("integrator_pk","network","address");