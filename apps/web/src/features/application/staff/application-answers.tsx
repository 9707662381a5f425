import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { picklistName } from '@school/domain/application/picklists';
import { formatDate } from '@school/domain/format/date';
import type { StaffApplicationFormResponse } from '@school/domain/staff/contracts/application-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-locale';
import { useCountryName } from '../../reference/api/list-countries';
import { isStep3PicklistField, step3OptionKey } from '../utils/step3-options';
import { staffDocumentFileUrl } from './api/application-staff-urls';

/** The form's sections and the application catalogue's step that labels their fields. */
const SECTIONS = [
  ['personalData', 'step1'],
  ['registry', 'step2'],
  ['studies', 'step3'],
  ['documents', 'step5'],
  ['identityDocument', 'step6'],
] as const;

type Value = unknown;

/** The form's fields that hold a country's key (its Italian name, as saved). */
const COUNTRY_FIELDS: ReadonlySet<string> = new Set([
  'registry.birthCountry',
  'registry.residenceCountry',
  'registry.citizenship',
  'registry.secondCitizenship',
  'studies.instituteCountry',
  'identityDocument.issuingCountry',
]);

/** The form's fields whose label in the application catalogue has another name. */
const LABEL_KEYS: Readonly<Record<string, string>> = {
  'step5.motivationalLetter': 'letter',
  'step6.identityDocumentFile': 'file',
};

/** What the applicant entered in steps 1-6, labelled as the applicant saw the fields, and the form's files. */
export function ApplicationAnswers({ data }: { data: StaffApplicationFormResponse }) {
  const { t, i18n } = useTranslation(['staff', 'application']);
  const countryName = useCountryName(useLocale());
  const label = (step: string, field: string) => {
    const key = `application:${step}.${LABEL_KEYS[`${step}.${field}`] ?? field}`;
    const text = i18n.exists(key) ? t(key as never, { returnObjects: false }) : null;
    return typeof text === 'string' ? text : field;
  };
  // A step-3 picklist's value as the applicant chose it ("IT_Liceo" → "Liceo", in English "General upper-secondary school (liceo)").
  const picked = (field: string, value: string): string => {
    if (!isStep3PicklistField(field)) return value;
    const key = step3OptionKey(field, value);
    return key && i18n.exists(`application:${key}`)
      ? String(t(`application:${key}` as never))
      : picklistName(value);
  };
  const show = (value: Value): string => {
    if (value === true) return t('staff:applications.detail.yes');
    if (value === false) return t('staff:applications.detail.no');
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'object' && value !== null && 'name' in value)
      return String((value as { name: unknown }).name);
    return String(value);
  };
  // A country by its name in the console's language, a study picklist's value by its option's text.
  const answer = (section: string, field: string, value: Value): string => {
    if (typeof value !== 'string' || value === '') return show(value);
    if (COUNTRY_FIELDS.has(`${section}.${field}`)) return countryName(value);
    return section === 'studies' ? picked(field, value) : value;
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {SECTIONS.map(([section, step]) => (
          <Card withBorder key={section}>
            <Title order={3} size="h4" mb="xs">
              {t(`staff:applications.detail.sections.${section}`)}
            </Title>
            <dl>
              {Object.entries(data.form[section] as Record<string, Value>).map(([field, value]) => (
                <div key={field} style={{ display: 'flex', gap: 8 }}>
                  <Text component="dt" fw={600} size="sm">
                    {label(step, field)}:
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {answer(section, field, value)}
                  </Text>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder>
        <Title order={3} size="h4" mb="xs">
          {t('staff:applications.detail.files')}
        </Title>
        {data.files.length === 0 ? (
          <Text size="sm">{t('staff:applications.detail.noFiles')}</Text>
        ) : (
          <ul>
            {data.files.map((file) => (
              <li key={file.documentId}>
                <Anchor href={staffDocumentFileUrl(file.documentId)} download underline="always">
                  {file.fileName}
                </Anchor>{' '}
                <Text span size="sm">
                  ({t(`staff:applications.detail.fileKinds.${file.kind}`)}, {formatDate(file.uploadedAt)},{' '}
                  {file.status})
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Stack>
  );
}
