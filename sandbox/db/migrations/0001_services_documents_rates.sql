CREATE TABLE "document_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"document_id" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"integrator_pk" text NOT NULL,
	"service" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate_card_id" integer NOT NULL,
	"position" integer NOT NULL,
	"asset" text NOT NULL,
	"asset_type" text NOT NULL,
	"operation" text NOT NULL,
	"label" text NOT NULL,
	"fee_percent" numeric NOT NULL,
	"fee_fixed" numeric NOT NULL,
	"fee_asset" text NOT NULL,
	"min_amount" numeric,
	"max_amount" numeric,
	"daily_limit" numeric
);
--> statement-breakpoint
ALTER TABLE "document_acceptances" ADD CONSTRAINT "document_acceptances_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_integrator_pk_integrators_pk_fk" FOREIGN KEY ("integrator_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_rate_card_id_rate_cards_id_fk" FOREIGN KEY ("rate_card_id") REFERENCES "public"."rate_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_acceptances_unique" ON "document_acceptances" USING btree ("integrator_pk","document_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_integrator_service_unique" ON "rate_cards" USING btree ("integrator_pk","service");--> statement-breakpoint
CREATE UNIQUE INDEX "rates_card_position_unique" ON "rates" USING btree ("rate_card_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rates_card_line_unique" ON "rates" USING btree ("rate_card_id","asset","operation","label");