import { isCrmValue } from '@school/domain/candidate/crm-value';
import { documentTypeKey, documentTypeLabel } from '@school/domain/candidate/documents';
import { VISA_STATUS } from '@school/domain/candidate/visa';
import type { TFunction } from 'i18next';

/** The catalogue key of a CRM value: "In valutazione" → "in_valutazione". */
export function valueKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** "CertificatoMedico" → "Certificato Medico": a readable fallback for a type not in the catalogue. */
function spaced(identifier: string): string {
  return identifier.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
}

/**
 * An application's status or stage (values of the CRM's picklists, in Italian) in the interface
 * language: the catalogue's `values.status.*`; a value it does not know is shown as it is.
 */
export function applicationStatusText(t: TFunction<'candidate'>, value: string | null | undefined): string {
  if (!value) return '';
  return t(`values.status.${valueKey(value)}` as 'values.status.in_valutazione', { defaultValue: value });
}

/**
 * A document type ("IT_CodiceFiscale", prefix dropped as the specification says) in the interface
 * language: the catalogue's `values.documentType.*`, else its words spaced out ("Codice Fiscale").
 */
export function documentTypeText(t: TFunction<'candidate'>, type: string | null | undefined): string {
  const label = documentTypeLabel(type);
  if (label === '') return '';
  // The document's key, whichever picklist spelled it ("Motivational Letter", "EN_Passport").
  return t(`values.documentType.${documentTypeKey(type)}` as 'values.documentType.codicefiscale', {
    defaultValue: spaced(label),
  });
}

/** A visa's status (Status__c, in Italian) in the interface language; a value it does not know as it is. */
export function visaStatusText(t: TFunction<'candidate'>, status: string | null | undefined): string {
  if (!status) return '';
  const known = (Object.keys(VISA_STATUS) as Array<keyof typeof VISA_STATUS>).find((key) =>
    isCrmValue(status, VISA_STATUS[key]),
  );
  return known ? t(`visa.statuses.${known}`) : status;
}

/** A visa's record type ("Visto C", "Visto D") in the interface language; a value it does not know as it is. */
export function visaRecordTypeText(t: TFunction<'candidate'>, type: string | null | undefined): string {
  if (!type) return '';
  return t(`values.visaType.${valueKey(type)}` as 'values.visaType.visto_d', { defaultValue: type });
}
