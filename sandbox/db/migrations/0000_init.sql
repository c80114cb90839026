CREATE TABLE "integrators" (
	"pk" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"account_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"business_name" text,
	"country" text NOT NULL,
	"password_hash" text,
	"pin_hash" text,
	"two_fa_secret" text,
	"two_fa_enabled" boolean DEFAULT false NOT NULL,
	"logo_url" text,
	"webhook_url" text,
	"domain" text,
	"contact_number" text,
	"kyb_verified" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"contact_verified" boolean DEFAULT false NOT NULL,
	"check_blacklist_on_withdrawal" boolean DEFAULT false NOT NULL,
	"always_show_blacklist_check" boolean DEFAULT false NOT NULL,
	"mfa_preference" jsonb NOT NULL,
	"onboarding_status" text,
	"shareholders_need_update" boolean DEFAULT false NOT NULL,
	"documents_need_update" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"seq" serial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbox_messages_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"name" text NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integrators_email_unique" ON "integrators" USING btree ("email");--> statement-breakpoint
CREATE INDEX "login_tokens_integrator_idx" ON "login_tokens" USING btree ("integrator_pk");--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_integrator_name_unique" ON "subscriptions" USING btree ("integrator_pk","name");