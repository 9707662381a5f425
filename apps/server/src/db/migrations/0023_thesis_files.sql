ALTER TABLE "theses" ADD COLUMN "thesis_file_storage_key" text;--> statement-breakpoint
ALTER TABLE "theses" ADD COLUMN "thesis_file_name" text;--> statement-breakpoint
ALTER TABLE "theses" ADD COLUMN "thesis_file_content_type" text;--> statement-breakpoint
ALTER TABLE "theses" ADD COLUMN "thesis_file_size" integer;--> statement-breakpoint
ALTER TABLE "theses" ADD COLUMN "thesis_file_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "theses" ADD COLUMN "dossier_storage_key" text;--> statement-breakpoint
ALTER TABLE "theses" ADD COLUMN "dossier_file_name" text;--> statement-breakpoint
ALTER TABLE "theses" ADD COLUMN "dossier_content_type" text;--> statement-breakpoint
ALTER TABLE "theses" ADD COLUMN "dossier_size" integer;--> statement-breakpoint
ALTER TABLE "theses" ADD COLUMN "dossier_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "theses" ADD CONSTRAINT "theses_thesis_file_size" CHECK ("theses"."thesis_file_size" is null or "theses"."thesis_file_size" >= 0);--> statement-breakpoint
ALTER TABLE "theses" ADD CONSTRAINT "theses_dossier_size" CHECK ("theses"."dossier_size" is null or "theses"."dossier_size" >= 0);