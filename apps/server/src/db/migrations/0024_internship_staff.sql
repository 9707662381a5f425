CREATE TABLE "stage_tutor_evaluations" (
	"stage_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"tutor_email" text NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"answers" jsonb,
	"answers_text" text,
	CONSTRAINT "stage_tutor_evaluations_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "stage_documents" ALTER COLUMN "stage_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stage_documents" ADD COLUMN "product_code" text;--> statement-breakpoint
ALTER TABLE "stage_tutor_evaluations" ADD CONSTRAINT "stage_tutor_evaluations_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_tutor_evaluations" ADD CONSTRAINT "stage_tutor_evaluations_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_documents" ADD CONSTRAINT "stage_documents_product_code_course_editions_product_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."course_editions"("product_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolments_product_idx" ON "enrolments" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "stage_documents_edition_idx" ON "stage_documents" USING btree ("product_code","created_at");--> statement-breakpoint
CREATE INDEX "stages_status_idx" ON "stages" USING btree ("status");--> statement-breakpoint
ALTER TABLE "stage_documents" ADD CONSTRAINT "stage_documents_owner" CHECK (("stage_documents"."stage_id" is null) <> ("stage_documents"."product_code" is null));