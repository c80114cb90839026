CREATE TABLE "trading_fx_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_usd" numeric(30, 8) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"pair" text NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"side" text NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"amount_currency" text NOT NULL,
	"price" numeric(40, 8) NOT NULL,
	"base_amount" numeric(40, 0) NOT NULL,
	"quote_amount" numeric(40, 0) NOT NULL,
	"value" numeric(40, 0) NOT NULL,
	"fee" numeric(40, 0) NOT NULL,
	"fee_percent" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"base_transaction_id" text,
	"quote_transaction_id" text,
	CONSTRAINT "trading_quotes_amounts_positive" CHECK ("trading_quotes"."base_amount" > 0 and "trading_quotes"."quote_amount" > 0 and "trading_quotes"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trading_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"currency" text NOT NULL,
	"direction" text NOT NULL,
	"counterpart" text NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"network" text,
	"transaction_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trading_quotes" ADD CONSTRAINT "trading_quotes_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_transfers" ADD CONSTRAINT "trading_transfers_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trading_quotes_integrator_idx" ON "trading_quotes" USING btree ("integrator_pk","created_at","id");--> statement-breakpoint
CREATE INDEX "trading_quotes_settled_idx" ON "trading_quotes" USING btree ("integrator_pk","base","settled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_transfers_idempotency_unique" ON "trading_transfers" USING btree ("integrator_pk","idempotency_key");--> statement-breakpoint
CREATE INDEX "trading_transfers_integrator_idx" ON "trading_transfers" USING btree ("integrator_pk","created_at","id");