CREATE TABLE "thesis_catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "thesis_catalogue_version_one_row" CHECK ("thesis_catalogue_version"."id" = 1)
);
--> statement-breakpoint
CREATE SEQUENCE "thesis_catalogue_version_seq";--> statement-breakpoint
CREATE FUNCTION "thesis_catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A number never given before (a sequence is not reset by a truncate of the tables), written in
  -- the writer's transaction: readers see it once the change is committed.
  INSERT INTO "thesis_catalogue_version" ("id", "version") VALUES (1, nextval('thesis_catalogue_version_seq'))
    ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "thesis_catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "thesis_catalogue_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "thesis_catalogue_version_bump"();
