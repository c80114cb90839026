CREATE TABLE "kyc_flows" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"name" text NOT NULL,
	"steps" text[] NOT NULL,
	"gov_checks" text[] NOT NULL,
	"brand_color" text NOT NULL,
	"show_logo" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_otps" (
	"verification_id" text NOT NULL,
	"channel" text NOT NULL,
	"sent_to" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_otps_verification_id_channel_pk" PRIMARY KEY("verification_id","channel"),
	CONSTRAINT "kyc_otps_attempts" CHECK ("kyc_otps"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "kyc_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"verification_id" text NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" text,
	"width" integer,
	"height" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"flow_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"steps" text[] NOT NULL,
	"status" text NOT NULL,
	"phone" text,
	"phone_verified_at" timestamp with time zone,
	"email" text,
	"email_verified_at" timestamp with time zone,
	"document_key" text,
	"document_type" text,
	"document_at" timestamp with time zone,
	"selfie_key" text,
	"liveness_score" integer,
	"liveness_passed" boolean,
	"liveness_at" timestamp with time zone,
	"face_match_score" integer,
	"face_match_passed" boolean,
	"face_match_at" timestamp with time zone,
	"selfie_at" timestamp with time zone,
	"gov_kind" text,
	"gov_number" text,
	"gov_verified" boolean,
	"gov_first_name" text,
	"gov_last_name" text,
	"gov_date_of_birth" text,
	"gov_at" timestamp with time zone,
	"failure_reason" text,
	"fee_transaction_id" text,
	"fee_minor" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "kyc_flows" ADD CONSTRAINT "kyc_flows_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_otps" ADD CONSTRAINT "kyc_otps_verification_id_kyc_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."kyc_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_uploads" ADD CONSTRAINT "kyc_uploads_verification_id_kyc_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."kyc_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD CONSTRAINT "kyc_verifications_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD CONSTRAINT "kyc_verifications_flow_id_kyc_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."kyc_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_flows_name_unique" ON "kyc_flows" USING btree ("integrator_pk","name");--> statement-breakpoint
CREATE INDEX "kyc_verifications_integrator_idx" ON "kyc_verifications" USING btree ("integrator_pk","started_at","id");--> statement-breakpoint
CREATE INDEX "kyc_verifications_flow_idx" ON "kyc_verifications" USING btree ("flow_id","started_at","id");