CREATE TABLE "billing_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exported_by" uuid NOT NULL,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"row_count" integer NOT NULL,
	"up_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_editions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "course_editions" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "course_editions" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "course_editions" ADD COLUMN "fee_applies" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "course_editions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_exports" ADD CONSTRAINT "billing_exports_exported_by_users_id_fk" FOREIGN KEY ("exported_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_exports_kind_idx" ON "billing_exports" USING btree ("kind","exported_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "billing_records_confirmed_idx" ON "billing_records" USING btree ("kind","compiled_at") WHERE "billing_records"."sent";--> statement-breakpoint
CREATE INDEX "applications_edition_idx" ON "applications" USING btree (coalesce("product_code", "course_code"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "course_editions" ADD CONSTRAINT "course_editions_id_unique" UNIQUE("id");