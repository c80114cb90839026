CREATE TABLE "wallet_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"wallet_id" text NOT NULL,
	"integrator_pk" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_holders" (
	"integrator_pk" text PRIMARY KEY NOT NULL,
	"account" serial NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_holders_account_unique" UNIQUE("account")
);
--> statement-breakpoint
CREATE TABLE "wallet_prices" (
	"asset" text PRIMARY KEY NOT NULL,
	"usd" numeric(30, 8) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"wallet_id" text NOT NULL,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"asset" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"fee" numeric(40, 0) DEFAULT 0 NOT NULL,
	"tx_hash" text NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"required_confirmations" integer NOT NULL,
	"transaction_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "wallet_transactions_amount_positive" CHECK ("wallet_transactions"."amount" > 0),
	CONSTRAINT "wallet_transactions_confirmations" CHECK ("wallet_transactions"."confirmations" between 0 and "wallet_transactions"."required_confirmations")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"asset" text NOT NULL,
	"kind" text NOT NULL,
	"label" text,
	"customer_reference" text,
	"derivation_index" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_addresses" ADD CONSTRAINT "wallet_addresses_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_addresses" ADD CONSTRAINT "wallet_addresses_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holders" ADD CONSTRAINT "wallet_holders_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_addresses_address_unique" ON "wallet_addresses" USING btree ("network","address");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_addresses_wallet_network_unique" ON "wallet_addresses" USING btree ("wallet_id","network");--> statement-breakpoint
CREATE INDEX "wallet_transactions_wallet_idx" ON "wallet_transactions" USING btree ("wallet_id","created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_pending_idx" ON "wallet_transactions" USING btree ("status") WHERE "wallet_transactions"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_hash_unique" ON "wallet_transactions" USING btree ("network","tx_hash","type");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_main_unique" ON "wallets" USING btree ("integrator_pk","asset") WHERE "wallets"."kind" = 'MAIN';--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_index_unique" ON "wallets" USING btree ("integrator_pk","derivation_index");--> statement-breakpoint
CREATE INDEX "wallets_integrator_idx" ON "wallets" USING btree ("integrator_pk","created_at","id");