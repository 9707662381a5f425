ALTER TABLE "applications" ADD COLUMN "person_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "person_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The staff list of an edition sorts by its people's names: each application keeps them, in lower
-- case, set when it is made (or moved to another person) and whenever the person's name changes.
CREATE OR REPLACE FUNCTION "applications_take_person_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(u.last_name), lower(u.first_name) INTO NEW.person_last_name, NEW.person_first_name
    FROM users u WHERE u.id = NEW.user_id;
  NEW.person_last_name := coalesce(NEW.person_last_name, '');
  NEW.person_first_name := coalesce(NEW.person_first_name, '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_take_person_name" BEFORE INSERT OR UPDATE OF "user_id", "person_last_name", "person_first_name" ON "applications" FOR EACH ROW EXECUTE FUNCTION "applications_take_person_name"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_give_name_to_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET person_last_name = lower(NEW.last_name), person_first_name = lower(NEW.first_name)
   WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_give_name_to_applications" AFTER UPDATE OF "first_name", "last_name" ON "users" FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name) EXECUTE FUNCTION "users_give_name_to_applications"();--> statement-breakpoint
UPDATE "applications" a SET "person_last_name" = lower(u.last_name), "person_first_name" = lower(u.first_name) FROM "users" u WHERE u.id = a.user_id;--> statement-breakpoint
CREATE INDEX "applications_edition_name_idx" ON "applications" USING btree (coalesce("product_code", "course_code"),"person_last_name","person_first_name","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
