CREATE TABLE "course_edition_surveys" (
	"product_code" text PRIMARY KEY NOT NULL,
	"preferences" jsonb,
	"mid_survey" jsonb,
	"end_survey" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stage_id" uuid NOT NULL,
	"name" text NOT NULL,
	"document_type" text DEFAULT '' NOT NULL,
	"storage_key" text,
	"file_name" text,
	"content_type" text,
	"size" integer,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_survey_drafts" (
	"stage_id" uuid NOT NULL,
	"survey" text NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_survey_drafts_stage_id_survey_pk" PRIMARY KEY("stage_id","survey")
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"status" integer DEFAULT 99 NOT NULL,
	"host_company" text,
	"street" text,
	"postal_code" text,
	"city" text,
	"state" text,
	"country" text,
	"tutor_name" text,
	"tutor_phone" text,
	"tutor_email" text,
	"period_from" date,
	"period_to" date,
	"exam_start_date" date,
	"preferences_completed" boolean DEFAULT false NOT NULL,
	"mid_survey_completed" boolean DEFAULT false NOT NULL,
	"end_survey_completed" boolean DEFAULT false NOT NULL,
	"preferences_answers" text,
	"preferences_answers_formatted" text,
	"mid_survey_answers" text,
	"mid_survey_answers_formatted" text,
	"end_survey_answers" text,
	"end_survey_answers_formatted" text,
	"dossier_storage_key" text,
	"dossier_file_name" text,
	"dossier_content_type" text,
	"dossier_size" integer,
	"dossier_uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stages_enrolmentId_unique" UNIQUE("enrolment_id"),
	CONSTRAINT "stages_dossier_size" CHECK ("stages"."dossier_size" is null or "stages"."dossier_size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "course_edition_surveys" ADD CONSTRAINT "course_edition_surveys_product_code_course_editions_product_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."course_editions"("product_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_documents" ADD CONSTRAINT "stage_documents_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_survey_drafts" ADD CONSTRAINT "stage_survey_drafts_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stage_documents_stage_idx" ON "stage_documents" USING btree ("stage_id","created_at");