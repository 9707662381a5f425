CREATE TABLE "course_editions" (
	"product_code" text PRIMARY KEY NOT NULL,
	"course_code" text NOT NULL,
	"edition_code" text NOT NULL,
	"course_name" text NOT NULL,
	"edition_name" text NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"region" text NOT NULL,
	"type" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "product_code" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "fee_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "fee_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "application_file" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "applicant_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_fee" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notifications_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "without_italian_tax_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "field_of_study" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "other_qualification" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "institute_region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "institute_province" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "institute_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "heard_from_other" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "english_level" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_issue_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_expiry_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_issuing_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_issuing_province" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_issuing_municipality" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_issuing_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "institutes_region_idx" ON "institutes" USING btree ("region","province");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_fee_payment_id_payments_id_fk" FOREIGN KEY ("fee_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_product_key" ON "applications" USING btree ("user_id","product_code");--> statement-breakpoint
CREATE INDEX "applications_product_idx" ON "applications" USING btree ("product_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_application_file_key" ON "documents" USING btree ("application_id","application_file");