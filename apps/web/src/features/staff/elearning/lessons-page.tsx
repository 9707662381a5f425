import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CreateLessonBodySchema,
  type StaffLesson,
  UpdateLessonBodySchema,
} from '@school/domain/elearning/contracts/staff-lessons';
import { LESSON_POSITION_MAX, LESSON_TYPE_MAX, VIDEO_URL_MAX } from '@school/domain/elearning/lessons';
import { TEXT_MAX } from '@school/domain/shared/limits';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorsText, zodResolver } from '../../../lib/zod-resolver';
import { useDeleteLesson, useSaveLesson, useStaffLessons } from '../api/staff-lessons';
import { SaveProblem, StaleNotice } from '../components/save-problem';
import { StaffPage } from '../components/staff-page';
import { StaffTable, type StaffTableColumn } from '../components/staff-table';
import { useTableQuery } from '../hooks/use-table-query';

const NO_FILTERS = [] as const;
type LocaleChoice = 'it' | 'en' | 'both';

/** The e-learning lessons (Didattica): create, change, publish or hide, delete. */
export default function LessonsPage() {
  const { t } = useTranslation('elearning');
  const controls = useTableQuery(NO_FILTERS);
  const { data, isFetching } = useStaffLessons();
  const remove = useDeleteLesson();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<StaffLesson | null>(null);
  const [stale, setStale] = useState(false);
  const items = data?.items ?? [];
  const editing = editingId === 'new' ? 'new' : (items.find((l) => l.id === editingId) ?? null);
  const close = () => {
    setEditingId(null);
    setStale(false);
  };
  const localeText = (locale: StaffLesson['locale']) => t(`staff.locales.${locale ?? 'both'}`);

  const columns: StaffTableColumn<StaffLesson>[] = [
    { accessor: 'position', title: t('staff.columns.position') },
    { accessor: 'title', title: t('staff.columns.title') },
    { accessor: 'type', title: t('staff.columns.type') },
    { accessor: 'locale', title: t('staff.columns.locale'), render: (l) => localeText(l.locale) },
    {
      accessor: 'isPublished',
      title: t('staff.columns.published'),
      render: (l) => <Text fw={600}>{l.isPublished ? t('staff.published') : t('staff.hidden')}</Text>,
    },
    { accessor: 'viewers', title: t('staff.columns.viewers') },
    {
      accessor: 'actions',
      title: <span className="sr-only">{t('staff.columns.actions')}</span>,
      render: (l) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditingId(l.id)}
            aria-label={t('staff.editOf', { title: l.title })}
          >
            {t('staff.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => setDeleting(l)}
            aria-label={t('staff.deleteOf', { title: l.title })}
          >
            {t('staff.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <StaffPage
      title={t('staff.title')}
      intro={t('staff.intro')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditingId('new')}>
          {t('staff.create')}
        </Button>
      }
    >
      <SaveProblem error={remove.error} staleText={t('staff.stale')} />
      <StaffTable<StaffLesson, never>
        label={t('staff.title')}
        records={items}
        total={items.length}
        pageSize={Math.max(items.length, 1)}
        fetching={isFetching}
        columns={columns}
        controls={controls}
        idAccessor="id"
      />
      <Modal
        opened={editing !== null}
        onClose={close}
        closeButtonProps={{ 'aria-label': t('staff.close') }}
        title={editing === 'new' ? t('staff.create') : t('staff.editOf', { title: editing?.title ?? '' })}
        size="lg"
      >
        {editing !== null && (
          <LessonForm
            key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
            lesson={editing === 'new' ? null : editing}
            stale={stale}
            onStale={() => setStale(true)}
            onDone={close}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('staff.deleteOf', { title: deleting?.title ?? '' })}
        text={t('staff.deleteText', { count: deleting?.viewers ?? 0 })}
        confirmLabel={t('staff.delete')}
        cancelLabel={t('staff.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate({ id: deleting.id, version: deleting.version });
          setDeleting(null);
        }}
      />
    </StaffPage>
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
function LessonForm({
  lesson,
  stale,
  onStale,
  onDone,
}: {
  lesson: StaffLesson | null;
  stale: boolean;
  onStale: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('elearning');
  const save = useSaveLesson();
  const form = useForm<LessonValues>({
    mode: 'controlled',
    initialValues: {
      title: lesson?.title ?? '',
      type: lesson?.type ?? '',
      videoUrl: lesson?.videoUrl ?? '',
      locale: lesson ? (lesson.locale ?? 'both') : 'both',
      position: lesson?.position ?? 0,
      isPublished: lesson?.isPublished ?? true,
    },
    validate: lesson
      ? zodResolver(UpdateLessonBodySchema, {
          toInput: (v: LessonValues) => ({ ...toBody(v), version: lesson.version }),
        })
      : zodResolver(CreateLessonBodySchema, { toInput: toBody }),
  });

  const submit = form.onSubmit(async (values) => {
    const body = toBody(values);
    try {
      if (lesson) await save.mutateAsync({ id: lesson.id, body: { ...body, version: lesson.version } });
      else await save.mutateAsync({ id: null, body });
      onDone();
    } catch (error) {
      if (isApiError(error, 'staff.staleRecord')) onStale();
      else if (isApiError(error) && error.fields) form.setErrors(fieldErrorsText(error.fields));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {stale && <StaleNotice text={t('staff.stale')} />}
        <SaveProblem error={save.error} staleText={null} />
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
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('staff.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
