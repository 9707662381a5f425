-- One open checkout per payer and thing paid for (decision 29). Checkouts left pending side by side
-- before this rule are closed first, all but the newest, as `expired`: a late confirmation of one
-- of them still counts.
UPDATE "payments" SET "status" = 'expired', "updated_at" = now()
WHERE "status" = 'pending' AND "user_id" IS NOT NULL AND "id" NOT IN (
  SELECT DISTINCT ON ("user_id", "purpose", "reference") "id" FROM "payments"
  WHERE "status" = 'pending' AND "user_id" IS NOT NULL
  ORDER BY "user_id", "purpose", "reference", "created_at" DESC, "id" DESC
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_checkout" ON "payments" USING btree ("user_id","purpose","reference") WHERE "payments"."status" = 'pending';
