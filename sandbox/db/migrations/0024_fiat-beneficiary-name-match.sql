ALTER TABLE "fiat_beneficiaries" ADD COLUMN "name_match" text DEFAULT 'NO_MATCH' NOT NULL;--> statement-breakpoint
ALTER TABLE "fiat_beneficiaries" ADD COLUMN "name_mismatch_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fiat_beneficiaries" ADD COLUMN "name_mismatch_confirmed_by" text;--> statement-breakpoint
CREATE UNIQUE INDEX "fiat_beneficiaries_account_idx" ON "fiat_beneficiaries" USING btree ("integrator_pk","currency","method","bank_code",coalesce("account_number", ''),coalesce("routing_number", ''),coalesce("iban", ''),coalesce("mobile_number", ''));