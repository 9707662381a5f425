ALTER TABLE "doors" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "doors" ADD CONSTRAINT "doors_id_unique" UNIQUE("id");