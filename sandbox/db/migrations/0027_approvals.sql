CREATE TABLE "approval_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"kind" text NOT NULL,
	"quote_id" text NOT NULL,
	"status" text NOT NULL,
	"requested_by_pk" text NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_by_email" text NOT NULL,
	"decided_by_name" text,
	"decided_by_email" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"payout_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_rules" (
	"integrator_pk" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(40, 0) NOT NULL,
	"updated_by_name" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "approval_rules_integrator_pk_kind_currency_pk" PRIMARY KEY("integrator_pk","kind","currency")
);
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_quote_unique" ON "approval_requests" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "approval_requests_integrator_idx" ON "approval_requests" USING btree ("integrator_pk","status","created_at");