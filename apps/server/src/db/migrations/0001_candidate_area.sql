CREATE TABLE "billing_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"enrolment_id" uuid,
	"kind" text NOT NULL,
	"type" text DEFAULT 'MeStesso' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"tax_code" text DEFAULT '' NOT NULL,
	"sdi_code" text DEFAULT '' NOT NULL,
	"certified_email" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"sex" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"birth_city" text DEFAULT '' NOT NULL,
	"birth_province" text DEFAULT '' NOT NULL,
	"birth_country" text DEFAULT '' NOT NULL,
	"citizenship" text DEFAULT '' NOT NULL,
	"legal_rep_first_name" text DEFAULT '' NOT NULL,
	"legal_rep_last_name" text DEFAULT '' NOT NULL,
	"legal_rep_email" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"iban_holder" text DEFAULT '' NOT NULL,
	"requesting_count" integer DEFAULT 0 NOT NULL,
	"compiled" boolean DEFAULT false NOT NULL,
	"compiled_at" timestamp with time zone,
	"sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"enrolment_id" uuid,
	"course_code" text DEFAULT '' NOT NULL,
	"course_name" text DEFAULT '' NOT NULL,
	"edition_name" text DEFAULT '' NOT NULL,
	"stage_name" text DEFAULT '' NOT NULL,
	"general_status" text,
	"edition_status" text,
	"enrolment_status" text,
	"completion_status" text,
	"application_status" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"payments_up_to_date" boolean,
	"shoe_size" text,
	"bomber_size" text,
	"shirt_size" text,
	"jacket_size" text,
	"vest_size" text,
	"trousers_size" text,
	"polo_size" text,
	"clothing_visible" boolean DEFAULT false NOT NULL,
	"clothing_compiled" boolean DEFAULT false NOT NULL,
	"clothing_sent" boolean DEFAULT false NOT NULL,
	"clothing_compiled_at" timestamp with time zone,
	"visa_enabled" boolean DEFAULT false NOT NULL,
	"billing_compiled" boolean DEFAULT false NOT NULL,
	"billing_compiled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clothing_sizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_code" text NOT NULL,
	"sex" text NOT NULL,
	"item" text NOT NULL,
	"size" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"due_date" date,
	"uploaded_at" timestamp with time zone,
	"status" text DEFAULT 'Richiesto' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"refusal_reason" text DEFAULT '' NOT NULL,
	"must_encrypt" boolean DEFAULT false NOT NULL,
	"encryption_key_id" uuid,
	"storage_key" text,
	"file_name" text,
	"content_type" text,
	"size" integer,
	"encrypted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "encryption_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"public_key_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_date" date,
	"payment_date" date,
	"is_paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"record_type" text NOT NULL,
	"status" text,
	"embassy_appointment_date" date,
	"embassy_name" text,
	"embassy_address" text,
	"acceptance" boolean DEFAULT false NOT NULL,
	"flight_arrival" text,
	"arrival_airport" text,
	"flight_ticket" text,
	"visa_start_date" date,
	"visa_expiry_date" date,
	"refusal_reason" text,
	"outcome_saved_at" timestamp with time zone,
	"permit_appointment_date" date,
	"post_kit_appointment_date" date,
	"fingerprint_photo_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "housing_billing_compiled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "housing_billing_compiled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_records" ADD CONSTRAINT "billing_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_records" ADD CONSTRAINT "billing_records_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_encryption_key_id_encryption_keys_id_fk" FOREIGN KEY ("encryption_key_id") REFERENCES "public"."encryption_keys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visas" ADD CONSTRAINT "visas_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_records_user_kind_key" ON "billing_records" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "billing_records_enrolment_idx" ON "billing_records" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_general_status_idx" ON "applications" USING btree ("general_status");--> statement-breakpoint
CREATE UNIQUE INDEX "clothing_sizes_key" ON "clothing_sizes" USING btree ("course_code","sex","item","size");--> statement-breakpoint
CREATE INDEX "documents_application_idx" ON "documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "documents_status_idx" ON "documents" USING btree ("status");--> statement-breakpoint
CREATE INDEX "instalments_application_idx" ON "instalments" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visas_application_key" ON "visas" USING btree ("application_id");