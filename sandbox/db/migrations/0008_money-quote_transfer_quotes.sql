CREATE TABLE "transfer_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"fee" numeric(40, 0) NOT NULL,
	"balance_after" numeric(40, 0) NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"narration" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer_quotes" ADD CONSTRAINT "transfer_quotes_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_quotes_integrator_idx" ON "transfer_quotes" USING btree ("integrator_pk","created_at");