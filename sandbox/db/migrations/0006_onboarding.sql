CREATE TABLE "onboarding_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"name" text NOT NULL,
	"slot" text NOT NULL,
	"shareholder_id" text,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_records" (
	"integrator_pk" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"last_step" text,
	"completed_steps" jsonb NOT NULL,
	"product_interest" jsonb NOT NULL,
	"company" jsonb,
	"personal" jsonb,
	"shareholders" jsonb NOT NULL,
	"stakeholders" jsonb NOT NULL,
	"aml_answers" jsonb NOT NULL,
	"signature" text,
	"accepted_agreement" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_documents" ADD CONSTRAINT "onboarding_documents_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_records" ADD CONSTRAINT "onboarding_records_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_documents_slot_unique" ON "onboarding_documents" USING btree ("integrator_pk","name","slot");