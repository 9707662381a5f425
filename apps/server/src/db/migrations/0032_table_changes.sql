-- Each instance keeps answers read from the database (the sessions of requests, list counts) while
-- the tables they were read from have not changed (decision 93). A change to a table, by any
-- instance or by hand, is announced on the channel `table_changes` with the table's name: once per
-- statement, delivered at commit. A table created later gets its trigger in its own migration
-- (db/table-changes.test.ts checks that every table has one).
CREATE OR REPLACE FUNCTION "announce_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"()',
      t || '_announce_change', t);
  END LOOP;
END
$$;
