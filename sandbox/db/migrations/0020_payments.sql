CREATE TABLE "payment_batch_rows" (
	"batch_id" text NOT NULL,
	"line" integer NOT NULL,
	"beneficiary_id" text NOT NULL,
	"beneficiary_name" text,
	"destination" text,
	"currency" text NOT NULL,
	"amount_text" text NOT NULL,
	"amount" numeric(40, 0),
	"fee" numeric(40, 0),
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"payout_id" text,
	CONSTRAINT "payment_batch_rows_batch_id_line_pk" PRIMARY KEY("batch_id","line")
);
--> statement-breakpoint
CREATE TABLE "payment_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"confirmed_by_name" text,
	"confirmed_by_email" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_batch_rows" ADD CONSTRAINT "payment_batch_rows_batch_id_payment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payment_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_batches_integrator_idx" ON "payment_batches" USING btree ("integrator_pk","created_at");