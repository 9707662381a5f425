import { Badge, Select, Tabs } from '@mantine/core';
import { EXAM_SLUGS, type ExamSlug } from '@school/domain/thesis/contracts/thesis';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStaffEditions } from '../../../components/console/api/staff-editions';
import { paths } from '../../../config/paths';

/** The console's thesis pages, under /staff/thesis. */
export const thesisPath = (page: 'conditions' | 'catalogue' | 'theses' | 'shopping-list') =>
  `${paths.staff}/thesis/${page}`;
export const thesisDetailPath = (id: string) => `${paths.staff}/thesis/theses/${id}`;

/**
 * The edition and exam a thesis page shows, kept in the address (`?edition=CUCINA-2026B&exam=final`)
 * so a reload, a link or Back shows the same; the final exam when none is named.
 */
export function useEditionExam() {
  const [params, setParams] = useSearchParams();
  const edition = params.get('edition') || null;
  const exam: ExamSlug = params.get('exam') === 'intermediate' ? 'intermediate' : 'final';
  const set = (name: 'edition' | 'exam', value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  return {
    edition,
    exam,
    setEdition: (value: string | null) => set('edition', value),
    setExam: (value: ExamSlug) => set('exam', value),
    /** The same edition and exam on another thesis page. */
    query: `?${new URLSearchParams({ ...(edition ? { edition } : {}), exam }).toString()}`,
  };
}

/** The course edition's select, every edition of the school. */
export function EditionSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  const { t } = useTranslation('thesis');
  const editions = useStaffEditions();
  return (
    <Select
      label={t('staff.edition')}
      placeholder={t('staff.editionPlaceholder')}
      data={(editions.data?.items ?? []).map((e) => ({
        value: e.productCode,
        label: `${e.courseName} ${e.editionName} (${e.productCode})`,
      }))}
      value={value}
      onChange={onChange}
      searchable
      w={{ base: '100%', sm: 420 }}
      nothingFoundMessage={t('staff.noEdition')}
    />
  );
}

/** The two exams as tabs, intermediate first; the chosen one's content in its panel. */
export function ExamTabs({
  value,
  onChange,
  children,
}: {
  value: ExamSlug;
  onChange: (exam: ExamSlug) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('thesis');
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as ExamSlug)} keepMounted={false}>
      <Tabs.List>
        {EXAM_SLUGS.map((slug) => (
          <Tabs.Tab key={slug} value={slug}>
            {t(`staff.exams.${slug}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {EXAM_SLUGS.map((slug) => (
        <Tabs.Panel key={slug} value={slug} pt="md">
          {slug === value && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** Whether students can still change their dishes (the lock date is not past). */
export function LockBadge({ locked }: { locked: boolean }) {
  const { t } = useTranslation('thesis');
  return locked ? (
    <Badge variant="outline" color="red.9">
      {t('staff.locked')}
    </Badge>
  ) : (
    <Badge variant="outline" color="teal.9">
      {t('staff.open')}
    </Badge>
  );
}
