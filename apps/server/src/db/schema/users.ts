import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordId, timestamps } from './columns.ts';

/** The columns of a person the staff's people search looks into (the users table or an alias of it). */
export interface PeopleSearchColumns {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
  username: AnyPgColumn;
  taxCode: AnyPgColumn;
  registrationNumber: AnyPgColumn;
}

/**
 * The text the staff's people search looks into, lower case: "first last first" (so both orders
 * of a name match), then e-mail, username, tax code and registration number, each after a unit
 * separator (chr 31, which no search can contain) so that a match never spans two fields. The
 * trigram index users_search_idx is on this very expression.
 */
export function peopleSearchText(t: PeopleSearchColumns): SQL {
  return sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.firstName} || chr(31) || ${t.email} || chr(31) || ${t.username} || chr(31) || ${t.taxCode} || chr(31) || coalesce(${t.registrationNumber}, ''))`;
}

/** The person's account and profile (the CRM's Account). Contract names: db/contract/user.ts. */
export const users = pgTable(
  'users',
  {
    id: recordId(),
    /** Always an e-mail address, stored lower-case. */
    username: text().notNull(),
    /** argon2id hash; null for accounts created through an identity provider only. */
    passwordHash: text(),
    email: text().notNull().default(''),
    secondaryEmail: text().notNull().default(''),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phone: text().notNull().default(''),
    mobilePhone: text().notNull().default(''),
    phone2: text().notNull().default(''),
    sex: text().notNull().default(''),
    birthDate: date({ mode: 'string' }),
    /** Self-declared sign-up role 1-7. */
    signupRole: integer(),
    /**
     * A claimed role (5-7: candidate, student, graduate) awaiting the secretariat ('pending'),
     * 'confirmed' (the category was granted) or 'refused'; null for the other roles.
     */
    roleClaim: text({ enum: ['pending', 'confirmed', 'refused'] }),
    privacyAccepted: boolean().notNull().default(false),
    /** Categoria__c: Candidato, Studente, Diplomato, Dipendente, Esterno, Insegnante. */
    categories: text().array().notNull().default(sql`'{}'::text[]`),
    language: text().notNull().default('it'),
    isBlocked: boolean().notNull().default(false),
    /** isEcommerce__c */
    isShopEnabled: boolean().notNull().default(false),
    /** Abilitazioni_Webapp__pc */
    webappPermissions: text().array().notNull().default(sql`'{}'::text[]`),
    stageStatus: integer().notNull().default(99),
    hasOpenFeedback: boolean().notNull().default(false),
    applicationStep: integer(),
    productCode: text(),
    registrationNumber: text(),
    pin: text(),
    // Birth and extended data
    taxCode: text().notNull().default(''),
    birthCity: text().notNull().default(''),
    birthProvince: text().notNull().default(''),
    birthCountry: text().notNull().default(''),
    citizenship: text().notNull().default(''),
    citizenship2: text().notNull().default(''),
    // Residence
    street: text().notNull().default(''),
    city: text().notNull().default(''),
    postalCode: text().notNull().default(''),
    province: text().notNull().default(''),
    country: text().notNull().default(''),
    // Studies
    qualification: text().notNull().default(''),
    diplomaYear: text().notNull().default(''),
    instituteName: text().notNull().default(''),
    instituteCity: text().notNull().default(''),
    instituteCountry: text().notNull().default(''),
    attendedOtherSchools: boolean().notNull().default(false),
    otherCookingSchools: text().notNull().default(''),
    heardFrom: text().notNull().default(''),
    // The application's account fields (specification 001 section 3, "Application account")
    /** Status__c: "Studente, then Candidato" (not the categories, which grant access). */
    applicantStatus: text(),
    /** showFee__c; null is unknown, which means the fee applies (reading R-showfee). */
    showFee: boolean(),
    /** Privacy_Marketing__pc: "promotional communications yes/no". */
    marketingConsent: boolean().notNull().default(false),
    /** "notification consent yes/no": push notifications may be sent (the subscription comes later). */
    notificationsConsent: boolean().notNull().default(false),
    /** Cliente_senza_CF_Italiano__c: answered "No" to having an Italian tax code. */
    withoutItalianTaxCode: boolean().notNull().default(false),
    fieldOfStudy: text().notNull().default(''),
    otherQualification: text().notNull().default(''),
    instituteRegion: text().notNull().default(''),
    instituteProvince: text().notNull().default(''),
    /** The registry code of the institute picked (CODICESCUOLA). */
    instituteCode: text().notNull().default(''),
    heardFromOther: text().notNull().default(''),
    englishLevel: text().notNull().default(''),
    // Identity document (step 6)
    documentType: text().notNull().default(''),
    documentNumber: text().notNull().default(''),
    documentIssueDate: date({ mode: 'string' }),
    documentExpiryDate: date({ mode: 'string' }),
    documentIssuingCountry: text().notNull().default(''),
    documentIssuingProvince: text().notNull().default(''),
    documentIssuingMunicipality: text().notNull().default(''),
    documentIssuingBody: text().notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    index('users_email_idx').on(t.email),
    // The staff people list: its filters and its default order.
    index('users_categories_idx').using('gin', t.categories),
    index('users_role_claim_pending_idx').on(t.createdAt).where(sql`${t.roleClaim} = 'pending'`),
    index('users_blocked_idx').on(t.createdAt).where(sql`${t.isBlocked}`),
    index('users_name_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    // The "contains" search (ILIKE '%…%'): trigrams of one expression (pg_trgm, decision 34).
    index('users_search_idx').using('gin', sql`${peopleSearchText(t)} gin_trgm_ops`),
    uniqueIndex('users_registration_number_key').on(t.registrationNumber),
    // The accounts an edition's application route created (the insights' funnel).
    index('users_product_idx').on(t.productCode),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
