CREATE TABLE "compliance_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"check" text NOT NULL,
	"items" jsonb NOT NULL,
	"rejected" jsonb NOT NULL,
	"file_name" text,
	"unit_fee" numeric(40, 0) NOT NULL,
	"fee" numeric(40, 0) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"result_id" text,
	CONSTRAINT "compliance_quotes_result_id_unique" UNIQUE("result_id")
);
--> statement-breakpoint
CREATE TABLE "compliance_screenings" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"kind" text NOT NULL,
	"quote_id" text NOT NULL,
	"batch_id" text,
	"position" integer NOT NULL,
	"network" text,
	"subject" text NOT NULL,
	"tx_type" text,
	"country" text,
	"risk_score" integer,
	"risk_level" text,
	"blacklisted" boolean,
	"details" jsonb NOT NULL,
	"fee" numeric(40, 0) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "compliance_screenings_score" CHECK ("compliance_screenings"."risk_score" is null or "compliance_screenings"."risk_score" between -1 and 100)
);
--> statement-breakpoint
CREATE TABLE "compliance_wallet_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"quote_id" text NOT NULL,
	"file_name" text,
	"rejected" jsonb NOT NULL,
	"fee" numeric(40, 0) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "compliance_wallet_batches_quote_id_unique" UNIQUE("quote_id")
);
--> statement-breakpoint
ALTER TABLE "compliance_quotes" ADD CONSTRAINT "compliance_quotes_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_screenings" ADD CONSTRAINT "compliance_screenings_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_wallet_batches" ADD CONSTRAINT "compliance_wallet_batches_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_quotes_integrator_idx" ON "compliance_quotes" USING btree ("integrator_pk","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_screenings_quote_position_unique" ON "compliance_screenings" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "compliance_screenings_list_idx" ON "compliance_screenings" USING btree ("integrator_pk","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "compliance_screenings_batch_idx" ON "compliance_screenings" USING btree ("batch_id");