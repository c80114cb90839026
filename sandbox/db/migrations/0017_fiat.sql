CREATE TABLE "fiat_beneficiaries" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"business_name" text,
	"email" text,
	"description" text,
	"payment_beneficiary_type" text NOT NULL,
	"is_contract_signed" boolean NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text,
	"routing_number" text,
	"iban" text,
	"bic" text,
	"mobile_number" text,
	"country" text,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiat_deposits" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"sender_name" text NOT NULL,
	"sender_bank" text NOT NULL,
	"reference" text NOT NULL,
	"account_number" text NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiat_internal_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"currency" text NOT NULL,
	"from_ledger" text NOT NULL,
	"to_ledger" text NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"reference" text NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiat_payout_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"service" text NOT NULL,
	"source_ledger_type" text NOT NULL,
	"currency" text NOT NULL,
	"beneficiary_id" text NOT NULL,
	"beneficiary" jsonb NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"fee" numeric(40, 0) NOT NULL,
	"fee_percent" text NOT NULL,
	"fee_fixed" text NOT NULL,
	"balance_after" numeric(40, 0) NOT NULL,
	"narration" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiat_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"quote_id" text NOT NULL,
	"service" text NOT NULL,
	"source_ledger_type" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"fee" numeric(40, 0) NOT NULL,
	"fee_percent" text NOT NULL,
	"fee_fixed" text NOT NULL,
	"beneficiary_id" text,
	"beneficiary" jsonb NOT NULL,
	"narration" text,
	"reference" text NOT NULL,
	"reason" text,
	"confirmed_by_name" text NOT NULL,
	"confirmed_by_email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"processing_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fiat_payouts_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "fiat_payouts_amount_positive" CHECK ("fiat_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "fiat_wallets" (
	"integrator_pk" text NOT NULL,
	"currency" text NOT NULL,
	"account_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fiat_wallets_integrator_pk_currency_pk" PRIMARY KEY("integrator_pk","currency")
);
--> statement-breakpoint
ALTER TABLE "fiat_beneficiaries" ADD CONSTRAINT "fiat_beneficiaries_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_deposits" ADD CONSTRAINT "fiat_deposits_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_internal_transfers" ADD CONSTRAINT "fiat_internal_transfers_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_payout_quotes" ADD CONSTRAINT "fiat_payout_quotes_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_payouts" ADD CONSTRAINT "fiat_payouts_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_wallets" ADD CONSTRAINT "fiat_wallets_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiat_beneficiaries_integrator_idx" ON "fiat_beneficiaries" USING btree ("integrator_pk","created_at","id");--> statement-breakpoint
CREATE INDEX "fiat_deposits_integrator_idx" ON "fiat_deposits" USING btree ("integrator_pk","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fiat_internal_transfers_key_unique" ON "fiat_internal_transfers" USING btree ("integrator_pk","idempotency_key");--> statement-breakpoint
CREATE INDEX "fiat_payout_quotes_integrator_idx" ON "fiat_payout_quotes" USING btree ("integrator_pk","created_at");--> statement-breakpoint
CREATE INDEX "fiat_payouts_integrator_idx" ON "fiat_payouts" USING btree ("integrator_pk","created_at","id");--> statement-breakpoint
CREATE INDEX "fiat_payouts_beneficiary_idx" ON "fiat_payouts" USING btree ("integrator_pk","beneficiary_id","created_at");