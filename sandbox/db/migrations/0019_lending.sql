CREATE TABLE "lending_loan_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"loan_id" text NOT NULL,
	"integrator_pk" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(40, 0),
	"currency" text,
	"day" integer NOT NULL,
	"principal" numeric(40, 0) NOT NULL,
	"interest" numeric(40, 0) NOT NULL,
	"collateral_amount" numeric(40, 0) NOT NULL,
	"price" text,
	"ltv" text,
	"transaction_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lending_loans" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"collateral_asset" text NOT NULL,
	"collateral_amount" numeric(40, 0) NOT NULL,
	"monthly_rate_percent" text NOT NULL,
	"ltv_max" text NOT NULL,
	"ltv_warning" text NOT NULL,
	"ltv_liquidation" text NOT NULL,
	"principal" numeric(40, 0) DEFAULT 0 NOT NULL,
	"interest" numeric(40, 0) DEFAULT 0 NOT NULL,
	"interest_accrued" numeric(40, 0) DEFAULT 0 NOT NULL,
	"repaid" numeric(40, 0) DEFAULT 0 NOT NULL,
	"accrued_days" integer DEFAULT 0 NOT NULL,
	"clock_offset_days" integer DEFAULT 0 NOT NULL,
	"warned" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"disbursed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "lending_loans_not_negative" CHECK ("lending_loans"."principal" >= 0 and "lending_loans"."interest" >= 0 and "lending_loans"."collateral_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lending_repayments" (
	"id" text PRIMARY KEY NOT NULL,
	"loan_id" text NOT NULL,
	"integrator_pk" text NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"interest" numeric(40, 0) NOT NULL,
	"principal" numeric(40, 0) NOT NULL,
	"transaction_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lending_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"asset" text NOT NULL,
	"direction" text NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"wallet_id" text NOT NULL,
	"network" text NOT NULL,
	"transaction_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lending_transfers_amount_positive" CHECK ("lending_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "rates" ADD COLUMN "ltv_max" numeric;--> statement-breakpoint
ALTER TABLE "rates" ADD COLUMN "ltv_warning" numeric;--> statement-breakpoint
ALTER TABLE "rates" ADD COLUMN "ltv_liquidation" numeric;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "lending_loan_events" ADD CONSTRAINT "lending_loan_events_loan_id_lending_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."lending_loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_loan_events" ADD CONSTRAINT "lending_loan_events_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_loans" ADD CONSTRAINT "lending_loans_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_repayments" ADD CONSTRAINT "lending_repayments_loan_id_lending_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."lending_loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_repayments" ADD CONSTRAINT "lending_repayments_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_transfers" ADD CONSTRAINT "lending_transfers_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lending_loan_events_loan_idx" ON "lending_loan_events" USING btree ("loan_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "lending_loans_idempotency_unique" ON "lending_loans" USING btree ("integrator_pk","idempotency_key");--> statement-breakpoint
CREATE INDEX "lending_loans_integrator_idx" ON "lending_loans" USING btree ("integrator_pk","created_at","id");--> statement-breakpoint
CREATE INDEX "lending_loans_active_idx" ON "lending_loans" USING btree ("collateral_asset") WHERE "lending_loans"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "lending_repayments_idempotency_unique" ON "lending_repayments" USING btree ("integrator_pk","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lending_transfers_idempotency_unique" ON "lending_transfers" USING btree ("integrator_pk","idempotency_key");--> statement-breakpoint
-- Trading's internal transfers on a main wallet were written as TRANSFER before lending's: one kind, INTERNAL_TRANSFER, with its description.
UPDATE "wallet_transactions" SET "type" = 'INTERNAL_TRANSFER', "status" = 'COMPLETED', "description" = CASE WHEN "direction" = 'DEBIT' THEN 'To the ' || "asset" || ' trading wallet (Trading)' ELSE 'From the ' || "asset" || ' trading wallet (Trading)' END WHERE "type" = 'TRANSFER';
