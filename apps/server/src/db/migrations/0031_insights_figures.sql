ALTER TABLE "calendar_items" ADD COLUMN "cancelled_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "check_ins_hour_idx" ON "check_ins" USING btree ("hour_start");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "documents_decided_idx" ON "documents" USING btree ("decided_at","type") WHERE "documents"."decided_at" is not null;--> statement-breakpoint
CREATE INDEX "shop_orders_created_idx" ON "shop_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_field_idx" ON "staff_audit" USING btree ("record_table","field","changed_at");--> statement-breakpoint
CREATE INDEX "users_product_idx" ON "users" USING btree ("product_code");