ALTER TABLE "payment_batch_rows" ADD COLUMN "account_name" text;--> statement-breakpoint
ALTER TABLE "payment_batch_rows" ADD COLUMN "details" jsonb;