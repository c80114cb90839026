CREATE TABLE "audit_log" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" text NOT NULL,
	"business_pk" text NOT NULL,
	"kind" text NOT NULL,
	"actor_pk" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"amount" text,
	"currency" text,
	"reference_id" text,
	"reference_service" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_log_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE INDEX "audit_log_business_idx" ON "audit_log" USING btree ("business_pk","created_at","seq");--> statement-breakpoint
CREATE INDEX "audit_log_business_actor_idx" ON "audit_log" USING btree ("business_pk","actor_pk","created_at");--> statement-breakpoint
-- Append-only, whoever asks (docs/decisions/131-the-audit-log.md): written by hand below drizzle-kit's output, which has no triggers.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
