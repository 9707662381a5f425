-- The application's vocabularies on stored accounts (decision 27): one qualification list for the
-- application and the profile, the field of study as a list, phones as "+" prefix then number.
-- Values take the prefix of the account's language (IT_, or EN_ for an English account).

-- The profile's own qualification codes: a hospitality diploma is a high-school diploma whose
-- field of study is hospitality.
UPDATE "users" SET "field_of_study" = CASE WHEN "language" = 'en' THEN 'EN_' ELSE 'IT_' END || 'Alberghiero'
WHERE "qualification" = 'hospitalityDiploma' AND "field_of_study" = '';
--> statement-breakpoint
UPDATE "users" SET "qualification" = CASE WHEN "language" = 'en' THEN 'EN_' ELSE 'IT_' END || CASE "qualification"
    WHEN 'middleSchool' THEN 'Nessun Diploma'
    WHEN 'hospitalityDiploma' THEN 'Diploma di Scuola Superiore'
    WHEN 'highSchoolDiploma' THEN 'Diploma di Scuola Superiore'
    WHEN 'bachelor' THEN 'Laurea Triennale'
    WHEN 'master' THEN 'Laurea Magistrale'
    ELSE 'Altro (specificare)'
  END
WHERE "qualification" IN ('middleSchool', 'hospitalityDiploma', 'highSchoolDiploma', 'bachelor', 'master', 'other');
--> statement-breakpoint
-- A name saved without its prefix.
UPDATE "users" SET "qualification" = CASE WHEN "language" = 'en' THEN 'EN_' ELSE 'IT_' END || "qualification"
WHERE "qualification" IN ('Istituto Alberghiero', 'Diploma di Scuola Superiore', 'Laurea Triennale',
  'Laurea Magistrale', 'Nessun Diploma', 'Altro (specificare)');
--> statement-breakpoint
-- Any other text: "Altro (specificare)", the text kept as what is specified.
UPDATE "users" SET
  "other_qualification" = left(CASE WHEN "other_qualification" = '' THEN "qualification"
    ELSE "qualification" || ', ' || "other_qualification" END, 80),
  "qualification" = CASE WHEN "language" = 'en' THEN 'EN_' ELSE 'IT_' END || 'Altro (specificare)'
WHERE "qualification" <> '' AND "qualification" !~ '^(IT|EN)_(Istituto Alberghiero|Diploma di Scuola Superiore|Laurea Triennale|Laurea Magistrale|Nessun Diploma|Altro \(specificare\))$';
--> statement-breakpoint
-- The field of study belongs to the high-school diploma only.
UPDATE "users" SET "field_of_study" = ''
WHERE "field_of_study" <> '' AND "qualification" !~ '^(IT|EN)_Diploma di Scuola Superiore$';
--> statement-breakpoint
UPDATE "users" SET "field_of_study" = CASE WHEN "language" = 'en' THEN 'EN_' ELSE 'IT_' END || "field_of_study"
WHERE "field_of_study" IN ('Alberghiero', 'Liceo', 'Tecnico', 'Professionale', 'Altro (specificare)');
--> statement-breakpoint
-- A field of study typed as free text: "Altro (specificare)", the text kept as what is specified.
UPDATE "users" SET
  "other_qualification" = left(CASE WHEN "other_qualification" = '' THEN "field_of_study"
    ELSE "field_of_study" || ', ' || "other_qualification" END, 80),
  "field_of_study" = CASE WHEN "language" = 'en' THEN 'EN_' ELSE 'IT_' END || 'Altro (specificare)'
WHERE "field_of_study" <> '' AND "field_of_study" !~ '^(IT|EN)_(Alberghiero|Liceo|Tecnico|Professionale|Altro \(specificare\))$';
--> statement-breakpoint
-- "+39 3331234567" (and "+39 333 1234567") become "+393331234567".
UPDATE "users" SET "mobile_phone" = regexp_replace("mobile_phone", '\s', '', 'g')
WHERE "mobile_phone" ~ '^\+[0-9]+(\s+[0-9]+)+$';
--> statement-breakpoint
UPDATE "users" SET "phone2" = regexp_replace("phone2", '\s', '', 'g')
WHERE "phone2" ~ '^\+[0-9]+(\s+[0-9]+)+$';
