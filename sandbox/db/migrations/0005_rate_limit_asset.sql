-- The unit a rate's limits are in. Existing lines get their own asset, loans the USDT they lend.
ALTER TABLE "rates" ADD COLUMN "limit_asset" text;--> statement-breakpoint
UPDATE "rates" SET "limit_asset" = CASE WHEN "operation" = 'loan' THEN 'USDT' ELSE "asset" END;--> statement-breakpoint
ALTER TABLE "rates" ALTER COLUMN "limit_asset" SET NOT NULL;
