import { Group, SegmentedControl, Select } from '@mantine/core';
import { STAGE_SURVEYS, type StageSurvey } from '@school/domain/internship/stage';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStageEditions } from './api/list-stage-editions';

/**
 * The course edition the internship pages show, kept in the address (`?edition=CUCINA-2026B`, so
 * a reload or a shared link shows the same one); the first edition when none is named.
 */
export function useChosenEdition(): { edition: string | null; setEdition: (code: string) => void } {
  const [params, setParams] = useSearchParams();
  const { data } = useStageEditions();
  const named = params.get('edition');
  const edition = named ?? data?.items[0]?.productCode ?? null;
  return {
    edition,
    setEdition: (code) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('edition', code);
        next.delete('page');
        return next;
      }),
  };
}

export function EditionSelect() {
  const { t } = useTranslation('internship');
  const { data } = useStageEditions();
  const { edition, setEdition } = useChosenEdition();
  return (
    <Select
      label={t('staff.edition')}
      data={(data?.items ?? []).map((e) => ({
        value: e.productCode,
        label: t('staff.editionOption', { code: e.productCode, course: e.courseName, count: e.stages }),
      }))}
      value={edition}
      onChange={(value) => value && setEdition(value)}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('staff.noEditions')}
      w={{ base: '100%', sm: 420 }}
    />
  );
}

/** The edition and one of its three forms, side by side (the definitions and answers pages). */
export function EditionFormSelect({
  form,
  onForm,
  children,
}: {
  form: StageSurvey;
  onForm: (form: StageSurvey) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('internship');
  return (
    <Group align="flex-end" wrap="wrap">
      <EditionSelect />
      <SegmentedControl
        aria-label={t('staff.surveys.form')}
        value={form}
        onChange={(value) => onForm(value as StageSurvey)}
        data={STAGE_SURVEYS.map((f) => ({ value: f, label: t(`staff.forms.${f}`) }))}
      />
      {children}
    </Group>
  );
}
