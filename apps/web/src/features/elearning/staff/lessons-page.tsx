import { Checkbox, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  CreateLessonBodySchema,
  type StaffLesson,
  UpdateLessonBodySchema,
} from '@school/domain/elearning/contracts/staff-lessons';
import { LESSON_POSITION_MAX, LESSON_TYPE_MAX, VIDEO_URL_MAX } from '@school/domain/elearning/lessons';
import { TEXT_MAX } from '@school/domain/shared/limits';
import { useTranslation } from 'react-i18next';
import { EditableListPage, type EditingProps } from '../../../components/console/editable-list-page';
import { stateColumn } from '../../../components/console/list-cells';
import { RecordForm, useRecordForm } from '../../../components/console/record-form';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useDeleteLesson } from './api/delete-lesson';
import { useStaffLessons } from './api/list-staff-lessons';
import { useSaveLesson } from './api/save-lesson';

type LocaleChoice = 'it' | 'en' | 'both';

/** The e-learning lessons (Didattica): create, change, publish or hide, delete. */
export default function LessonsPage() {
  const { t } = useTranslation('elearning');
  const { data, isFetching } = useStaffLessons();
  const remove = useDeleteLesson();
  const localeText = (locale: StaffLesson['locale']) => t(`staff.locales.${locale ?? 'both'}`);

  const columns: StaffTableColumn<StaffLesson>[] = [
    { accessor: 'position', title: t('staff.columns.position') },
    { accessor: 'title', title: t('staff.columns.title') },
    { accessor: 'type', title: t('staff.columns.type') },
    { accessor: 'locale', title: t('staff.columns.locale'), render: (l) => localeText(l.locale) },
    stateColumn('isPublished', t('staff.columns.published'), (l) => l.isPublished, [
      t('staff.published'),
      t('staff.hidden'),
    ]),
    { accessor: 'viewers', title: t('staff.columns.viewers') },
  ];

  return (
    <EditableListPage<StaffLesson>
      title={t('staff.title')}
      intro={t('staff.intro')}
      createLabel={t('staff.create')}
      editTitle={(l) => t('staff.editOf', { title: l.title })}
      modalSize="lg"
      list={{ records: data?.items ?? [], fetching: isFetching }}
      columns={columns}
      deletion={{
        mutation: remove,
        title: (l) => t('staff.deleteOf', { title: l.title }),
        text: (l) => t('staff.deleteText', { count: l.viewers }),
        confirmLabel: t('staff.delete'),
        cancelLabel: t('staff.cancel'),
        staleText: t('staff.stale'),
      }}
      form={(lesson, editing) => <LessonForm lesson={lesson} {...editing} />}
    />
  );
}

interface LessonValues {
  title: string;
  type: string;
  videoUrl: string;
  locale: LocaleChoice;
  position: number | string;
  isPublished: boolean;
}

const toBody = (v: LessonValues) => ({
  title: v.title,
  type: v.type,
  videoUrl: v.videoUrl,
  locale: v.locale === 'both' ? null : v.locale,
  position: typeof v.position === 'number' ? v.position : Number.NaN,
  isPublished: v.isPublished,
});

/** Create or change a lesson (on the version read). */
function LessonForm({ lesson, stale, onStale, onDone }: { lesson: StaffLesson | null } & EditingProps) {
  const { t } = useTranslation('elearning');
  const state = useRecordForm<LessonValues, StaffLesson, unknown>({
    record: lesson,
    initialValues: {
      title: lesson?.title ?? '',
      type: lesson?.type ?? '',
      videoUrl: lesson?.videoUrl ?? '',
      locale: lesson ? (lesson.locale ?? 'both') : 'both',
      position: lesson?.position ?? 0,
      isPublished: lesson?.isPublished ?? true,
    },
    create: CreateLessonBodySchema,
    update: UpdateLessonBodySchema,
    toBody,
    save: useSaveLesson(),
    onSaved: onDone,
    onStale,
  });
  const { form } = state;

  return (
    <RecordForm state={state} stale={stale} staleText={t('staff.stale')} saveLabel={t('staff.save')}>
      <TextInput
        label={t('staff.fields.title')}
        required
        maxLength={TEXT_MAX}
        {...form.getInputProps('title')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('staff.fields.type')}
          description={t('staff.fields.typeHint')}
          required
          maxLength={LESSON_TYPE_MAX}
          {...form.getInputProps('type')}
        />
        <Select
          label={t('staff.fields.locale')}
          required
          allowDeselect={false}
          data={(['both', 'it', 'en'] as const).map((value) => ({
            value,
            label: t(`staff.locales.${value}`),
          }))}
          {...form.getInputProps('locale')}
        />
      </SimpleGrid>
      <TextInput
        label={t('staff.fields.videoUrl')}
        description={t('staff.fields.videoUrlHint')}
        required
        maxLength={VIDEO_URL_MAX}
        {...form.getInputProps('videoUrl')}
      />
      <NumberInput
        label={t('staff.fields.position')}
        description={t('staff.fields.positionHint')}
        min={0}
        max={LESSON_POSITION_MAX}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('position')}
      />
      <Checkbox
        label={t('staff.fields.isPublished')}
        {...form.getInputProps('isPublished', { type: 'checkbox' })}
      />
    </RecordForm>
  );
}
