ALTER TABLE "users" ADD COLUMN "role_claim" text;--> statement-breakpoint
CREATE INDEX "users_categories_idx" ON "users" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "users_role_claim_pending_idx" ON "users" USING btree ("created_at") WHERE "users"."role_claim" = 'pending';--> statement-breakpoint
CREATE INDEX "users_blocked_idx" ON "users" USING btree ("created_at") WHERE "users"."is_blocked";--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_registration_number_key" ON "users" USING btree ("registration_number");--> statement-breakpoint
UPDATE "users" SET "role_claim" = CASE
  WHEN "categories" @> ARRAY[CASE "signup_role" WHEN 5 THEN 'Candidato' WHEN 6 THEN 'Studente' ELSE 'Diplomato' END]::text[] THEN 'confirmed'
  ELSE 'pending' END
WHERE "signup_role" IN (5, 6, 7);
