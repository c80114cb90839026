CREATE TABLE "invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"business_pk" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_pk" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" text PRIMARY KEY NOT NULL,
	"business_pk" text NOT NULL,
	"login_pk" text NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integrators" ADD COLUMN "own_business" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_business_pk_integrators_pk_fk" FOREIGN KEY ("business_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_pk_integrators_pk_fk" FOREIGN KEY ("invited_by_pk") REFERENCES "public"."integrators"("pk") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_business_pk_integrators_pk_fk" FOREIGN KEY ("business_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_login_pk_integrators_pk_fk" FOREIGN KEY ("login_pk") REFERENCES "public"."integrators"("pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_business_idx" ON "invitations" USING btree ("business_pk","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_business_login_unique" ON "memberships" USING btree ("business_pk","login_pk");--> statement-breakpoint
CREATE INDEX "memberships_login_idx" ON "memberships" USING btree ("login_pk");--> statement-breakpoint
-- Every business so far is its own one login: its Owner (record 129).
INSERT INTO "memberships" ("id", "business_pk", "login_pk", "role", "status", "created_at", "updated_at") SELECT gen_random_uuid()::text, "pk", "pk", 'OWNER', 'ACTIVE', "created_at", "updated_at" FROM "integrators";
