import { z } from 'zod';
import {
  DOCUMENT_KINDS,
  DOCUMENT_TYPE_VALUES,
  type DocumentKind,
  deriveIssuingBody,
  isIssuingBodyTextShown,
  isIssuingPlaceShown,
} from '../issuing-body.ts';
import { sameProvince } from '../places.ts';
import {
  type ApplicationContext,
  contextIsItaly,
  dateField,
  FieldCheck,
  type FileDescriptor,
  fileField,
  PLACE_PATTERN,
  REQUIRED,
  rawBoolean,
  rawFile,
  rawText,
  referenceField,
  textField,
} from './fields.ts';

/**
 * Step 6, identity document (specification 001, section 5): "document type required; number
 * required; issue and expiry dates between 1900 and 2100; issuing country required; outside Italy
 * an issuing-body text is shown; in Italy and not a passport, province and municipality picks (with
 * a not-found fallback enabling manual municipality text); identity document file required, max
 * 4.5 MB." and the issuing body derivation (issuing-body.ts).
 *
 * Readings:
 * - R-licence: identity card, passport and driving licence are accepted (issuing-body.ts).
 * - R-dates: issue and expiry dates are required; the issue date may not be after today (when
 *   `today` is known) and the expiry must come after the issue date. An expired document is not
 *   refused here: the specification does not say so and the secretariat checks the document.
 * - R-municipality: with the not-found fallback the municipality is typed (letters only, like the
 *   other places) and not checked against the list; the province stays a pick.
 */
export const Step6BodySchema = z.strictObject({
  /** identityCard, passport or drivingLicence (Tipo_Documento__c, see DOCUMENT_TYPE_VALUES). */
  documentType: rawText(),
  /** Numero__c */
  documentNumber: rawText(),
  /** Data_Rilascio__c */
  issueDate: rawText(),
  /** Data_Scadenza__c */
  expiryDate: rawText(),
  /** Stato_di_Rilascio__c */
  issuingCountry: rawText(),
  issuingProvince: rawText(),
  /** Comune_di_Rilascio__c */
  issuingMunicipality: rawText(),
  /** "a not-found fallback enabling manual municipality text" */
  municipalityNotFound: rawBoolean(),
  /** Ente_Rilasciato__c, typed outside Italy. */
  issuingBody: rawText(),
  identityDocumentFile: rawFile(),
});
export type Step6Body = z.input<typeof Step6BodySchema>;

export interface Step6Visibility {
  /** "in Italy and not a passport, province and municipality picks" */
  issuingPlace: boolean;
  /** The municipality typed instead of picked (the not-found fallback). */
  municipalityText: boolean;
  /** "outside Italy an issuing-body text is shown" */
  issuingBodyText: boolean;
}

export function step6Visibility(
  ctx: Pick<ApplicationContext, 'isItaly'>,
  values: {
    documentType?: string | null;
    issuingCountry?: string | null;
    municipalityNotFound?: boolean | null;
  },
): Step6Visibility {
  const chosen = (values.issuingCountry ?? '').trim() !== '';
  const isIssuedInItaly = contextIsItaly(ctx, values.issuingCountry);
  const issuingPlace = isIssuingPlaceShown({ isIssuedInItaly, documentType: values.documentType });
  return {
    issuingPlace,
    municipalityText: issuingPlace && Boolean(values.municipalityNotFound),
    issuingBodyText: chosen && isIssuingBodyTextShown({ isIssuedInItaly }),
  };
}

export interface Step6Values {
  documentType: DocumentKind;
  /** The value saved in Tipo_Documento__c. */
  documentTypeValue: string;
  documentNumber: string;
  issueDate: string;
  expiryDate: string;
  issuingCountry: string;
  issuingProvince: string;
  issuingMunicipality: string;
  municipalityNotFound: boolean;
  /** Ente_Rilasciato__c: derived in Italy, typed elsewhere. */
  issuingBody: string;
  identityDocumentFile: FileDescriptor;
}

export function step6Schema(
  ctx: Pick<ApplicationContext, 'today' | 'isItaly' | 'countries' | 'provinces' | 'municipalities'>,
) {
  return Step6BodySchema.transform((raw, zctx): Step6Values => {
    const check = new FieldCheck(zctx);
    const visible = step6Visibility(ctx, raw);

    const documentType = check.field(
      'documentType',
      z.enum(DOCUMENT_KINDS, {
        error: (issue) =>
          issue.input === undefined || issue.input === '' ? REQUIRED : 'application.invalidOption',
      }),
      raw.documentType,
    );
    const documentNumber = check.field('documentNumber', textField(), raw.documentNumber);
    const issueDate = check.field('issueDate', dateField(ctx.today), raw.issueDate);
    const expiryDate = check.field('expiryDate', dateField(), raw.expiryDate);
    if (!check.failed('issueDate') && !check.failed('expiryDate') && expiryDate <= issueDate)
      check.fail('expiryDate', 'application.expiryBeforeIssue', raw.expiryDate);
    const issuingCountry = check.field('issuingCountry', referenceField(ctx.countries), raw.issuingCountry);

    let issuingProvince = '';
    let issuingMunicipality = '';
    if (visible.issuingPlace) {
      issuingProvince = check.field('issuingProvince', referenceField(ctx.provinces), raw.issuingProvince);
      const towns = visible.municipalityText
        ? undefined
        : ctx.municipalities
            ?.filter((m) => check.failed('issuingProvince') || sameProvince(m.province, issuingProvince))
            .map((m) => m.name);
      const municipality = visible.municipalityText
        ? textField({ pattern: PLACE_PATTERN, error: 'application.invalidPlace' })
        : referenceField(towns);
      issuingMunicipality = check.field('issuingMunicipality', municipality, raw.issuingMunicipality);
    }
    const typedBody = visible.issuingBodyText ? check.field('issuingBody', textField(), raw.issuingBody) : '';
    const identityDocumentFile = check.field(
      'identityDocumentFile',
      fileField('identityDocument', true),
      raw.identityDocumentFile,
    );

    if (!check.ok) return z.NEVER;
    const derived = deriveIssuingBody({
      documentType,
      isIssuedInItaly: contextIsItaly(ctx, issuingCountry),
      municipality: issuingMunicipality,
      issuingBodyText: typedBody,
    });
    if (!derived.ok || identityDocumentFile === null) {
      check.fail('issuingBody', derived.ok ? REQUIRED : derived.error);
      return z.NEVER;
    }
    return {
      documentType,
      documentTypeValue: DOCUMENT_TYPE_VALUES[documentType],
      documentNumber,
      issueDate,
      expiryDate,
      issuingCountry,
      issuingProvince,
      issuingMunicipality,
      municipalityNotFound: visible.municipalityText,
      issuingBody: derived.issuingBody,
      identityDocumentFile,
    };
  });
}
export type Step6Input = z.input<ReturnType<typeof step6Schema>>;
