CREATE TABLE "theses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"exam_type" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thesis_catalogue_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"units" text[] DEFAULT '{}'::text[] NOT NULL,
	"cost_cents" integer,
	"ignore_cost" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thesis_catalogue_items_code_unique" UNIQUE("code"),
	CONSTRAINT "thesis_catalogue_cost" CHECK ("thesis_catalogue_items"."cost_cents" is null or "thesis_catalogue_items"."cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "thesis_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_code" text NOT NULL,
	"exam_type" text NOT NULL,
	"budget_cents" integer,
	"number_of_dishes" integer,
	"dish_base_name" text DEFAULT '' NOT NULL,
	"dish_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"drink_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"ingredients_needed" boolean DEFAULT true NOT NULL,
	"equipment_needed" boolean DEFAULT true NOT NULL,
	"guidelines_url" text DEFAULT '' NOT NULL,
	"thesis_deadline" date,
	"dossier_deadline" date,
	"lock_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thesis_conditions_budget" CHECK ("thesis_conditions"."budget_cents" is null or "thesis_conditions"."budget_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "thesis_dish_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dish_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"catalogue_item_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"quantity_thousandths" integer,
	"unit" text DEFAULT '' NOT NULL,
	CONSTRAINT "thesis_dish_lines_quantity" CHECK ("thesis_dish_lines"."quantity_thousandths" is null or "thesis_dish_lines"."quantity_thousandths" > 0)
);
--> statement-breakpoint
CREATE TABLE "thesis_dishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thesis_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"dish_type" text DEFAULT '' NOT NULL,
	"drink_accompaniment" boolean DEFAULT false NOT NULL,
	"drink_type" text DEFAULT '' NOT NULL,
	"drink_name" text DEFAULT '' NOT NULL,
	"drink_notes" text DEFAULT '' NOT NULL,
	"no_ingredients_required" boolean DEFAULT false NOT NULL,
	"no_equipment_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "theses" ADD CONSTRAINT "theses_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thesis_conditions" ADD CONSTRAINT "thesis_conditions_product_code_course_editions_product_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."course_editions"("product_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thesis_dish_lines" ADD CONSTRAINT "thesis_dish_lines_dish_id_thesis_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."thesis_dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thesis_dish_lines" ADD CONSTRAINT "thesis_dish_lines_catalogue_item_id_thesis_catalogue_items_id_fk" FOREIGN KEY ("catalogue_item_id") REFERENCES "public"."thesis_catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thesis_dishes" ADD CONSTRAINT "thesis_dishes_thesis_id_theses_id_fk" FOREIGN KEY ("thesis_id") REFERENCES "public"."theses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "theses_enrolment_exam_idx" ON "theses" USING btree ("enrolment_id","exam_type");--> statement-breakpoint
CREATE INDEX "thesis_catalogue_kind_category_idx" ON "thesis_catalogue_items" USING btree ("kind","category","name");--> statement-breakpoint
CREATE INDEX "thesis_catalogue_name_search_idx" ON "thesis_catalogue_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "thesis_conditions_edition_exam_idx" ON "thesis_conditions" USING btree ("product_code","exam_type");--> statement-breakpoint
CREATE INDEX "thesis_dish_lines_dish_idx" ON "thesis_dish_lines" USING btree ("dish_id","position");--> statement-breakpoint
CREATE INDEX "thesis_dish_lines_item_idx" ON "thesis_dish_lines" USING btree ("catalogue_item_id");--> statement-breakpoint
CREATE INDEX "thesis_dishes_thesis_idx" ON "thesis_dishes" USING btree ("thesis_id","position");