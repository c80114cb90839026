CREATE TABLE "wallet_withdrawal_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"wallet_id" text NOT NULL,
	"asset" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"address_id" text,
	"amount" numeric(40, 0) NOT NULL,
	"network_fee" numeric(40, 0) NOT NULL,
	"service_fee" numeric(40, 0) NOT NULL,
	"balance_after" numeric(40, 0) NOT NULL,
	"blacklist_check" boolean NOT NULL,
	"blacklisted" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "quote_id" text;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "wallet_withdrawal_quotes" ADD CONSTRAINT "wallet_withdrawal_quotes_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawal_quotes" ADD CONSTRAINT "wallet_withdrawal_quotes_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_quote_id_unique" UNIQUE("quote_id");