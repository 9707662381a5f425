import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { STAFF_DATE_MAX, STAFF_DATE_MIN } from '@school/domain/staff/contracts/fields';
import {
  type AddBookBody,
  AddBookBodySchema,
  BOOK_CODE_MAX,
  BOOK_TITLE_MAX,
  LOCKER_NAME_MAX,
  LockerFieldsSchema,
  type LockerKind,
  type StaffLocker,
} from '@school/domain/utility/contracts/staff-utility';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRecordForm } from '../../../components/console/record-form';
import { SaveProblem } from '../../../components/console/save-problem';
import { StaffDateInput } from '../../../components/console/staff-date-input';
import { StaffPage } from '../../../components/console/staff-page';
import { StaffTable } from '../../../components/console/staff-table';
import { staffPath } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useAddBook } from './api/add-book';
import { useUtilityEnrolment } from './api/get-utility-enrolment';
import { useRemoveBook } from './api/remove-book';
import { useSetLocker } from './api/set-locker';

/** One course enrolment: its course and exam lockers and its digital books, changed on their versions. */
export default function UtilityEnrolmentPage() {
  const { t } = useTranslation('utility');
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const query = useUtilityEnrolment(id);
  const data = query.data;

  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(query.error)}
      </Alert>
    );
  }
  if (!data) return <Loader role="progressbar" aria-label={t('loading')} />;
  const name = `${data.person.firstName} ${data.person.lastName}`.trim() || data.person.email;
  return (
    <StaffPage
      title={name}
      intro={
        <Group component="span" gap="xs">
          <span>{data.enrolment.name}</span>
          <Badge component="span" color={data.enrolment.isActive ? 'teal.9' : 'gray'}>
            {data.enrolment.isActive ? t('staff.detail.active') : t('staff.detail.inactive')}
          </Badge>
          {data.person.registrationNumber && <span>· {data.person.registrationNumber}</span>}
        </Group>
      }
      actions={
        <Anchor component={Link} to={staffPath('utility')}>
          <IconArrowLeft size={16} aria-hidden="true" style={{ verticalAlign: '-3px' }} />{' '}
          {t('staff.detail.back')}
        </Anchor>
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(['course', 'exam'] as const).map((kind) => {
          const locker = kind === 'course' ? data.courseLocker : data.examLocker;
          return <LockerForm key={kind} enrolmentId={id} kind={kind} locker={locker} />;
        })}
      </SimpleGrid>
      <BooksEditor enrolmentId={id} books={data.books} />
    </StaffPage>
  );
}

interface LockerValues {
  name: string;
  freeFrom: string;
}

const lockerValues = (locker: StaffLocker | null): LockerValues => ({
  name: locker?.name ?? '',
  freeFrom: locker?.freeFrom ?? '',
});

function LockerForm({
  enrolmentId,
  kind,
  locker,
}: {
  enrolmentId: string;
  kind: LockerKind;
  locker: StaffLocker | null;
}) {
  const { t } = useTranslation('utility');
  const setLocker = useSetLocker(enrolmentId);
  const [done, setDone] = useState<'saved' | 'cleared' | null>(null);
  // The version read goes beside the locker: the locker's, or null when the enrolment had none.
  const { form, onSubmit } = useRecordForm<LockerValues, StaffLocker, unknown>({
    record: locker,
    initialValues: lockerValues(locker),
    create: LockerFieldsSchema,
    update: LockerFieldsSchema,
    version: 'apart',
    toBody: (values) => ({
      name: values.name.trim(),
      freeFrom: values.freeFrom === '' ? null : values.freeFrom,
    }),
    variables: (body, record) => ({
      kind,
      body: { locker: body, version: record?.version ?? null },
    }),
    save: setLocker,
    onSaved: () => setDone('saved'),
  });
  // A new version (saved here or read again): the form shows the locker as it now is.
  const version = locker?.version ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version stands for the locker's content
  useEffect(() => {
    form.setValues(lockerValues(locker));
    form.resetDirty();
  }, [version]);
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    setDone(null);
    onSubmit(event);
  };
  const clear = () => {
    setDone(null);
    setLocker.mutate({ kind, body: { locker: null, version } }, { onSuccess: () => setDone('cleared') });
  };
  const title = kind === 'course' ? t('lockers.course') : t('lockers.exam');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title} data-locker={kind}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          {!locker && <Text c="dimmed">{t('staff.detail.none')}</Text>}
          <SaveProblem error={setLocker.error} />
          {done && (
            <Alert color="teal" role="status">
              {t(done === 'saved' ? 'staff.detail.saved' : 'staff.detail.cleared')}
            </Alert>
          )}
          <TextInput
            label={t('staff.detail.lockerName')}
            required
            maxLength={LOCKER_NAME_MAX}
            {...form.getInputProps('name')}
          />
          <StaffDateInput
            label={t('staff.detail.freeFrom')}
            min={STAFF_DATE_MIN}
            max={STAFF_DATE_MAX}
            {...form.getInputProps('freeFrom')}
          />
          <Group>
            <Button type="submit" loading={setLocker.isPending}>
              {t('staff.detail.save')}
            </Button>
            {locker && (
              <Button variant="outline" color="red.9" disabled={setLocker.isPending} onClick={clear}>
                {t('staff.detail.clear')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

interface Book {
  id: string;
  title: string;
  code: string;
  version: string;
}

function BooksEditor({ enrolmentId, books }: { enrolmentId: string; books: Book[] }) {
  const { t } = useTranslation('utility');
  const addBook = useAddBook(enrolmentId);
  const removeBook = useRemoveBook(enrolmentId);
  // Adding only creates: nothing to be stale on.
  const { form, onSubmit } = useRecordForm<AddBookBody, never, unknown>({
    record: null,
    initialValues: { title: '', code: '' },
    create: AddBookBodySchema,
    update: AddBookBodySchema,
    toBody: (values) => ({ title: values.title.trim(), code: values.code.trim() }),
    variables: (body) => body,
    save: addBook,
    onSaved: () => form.reset(),
  });
  const error = addBook.error ?? removeBook.error;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="staff-books">
      <Stack gap="sm">
        <Title order={2} size="h4" id="staff-books">
          {t('staff.detail.booksTitle')}
        </Title>
        <SaveProblem error={error} />
        <StaffTable<Book, never>
          label={t('staff.detail.booksTitle')}
          records={books}
          idAccessor="id"
          emptyText={t('staff.detail.noBooks')}
          columns={[
            { accessor: 'title', title: t('staff.detail.bookTitle') },
            {
              accessor: 'code',
              title: t('staff.detail.bookCode'),
              render: (book) => <Text ff="monospace">{book.code}</Text>,
            },
            {
              accessor: 'actions',
              title: '',
              textAlign: 'right',
              render: (book) => (
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  aria-label={t('staff.detail.removeBook', { title: book.title })}
                  disabled={removeBook.isPending}
                  onClick={() => {
                    addBook.reset();
                    removeBook.mutate({ bookId: book.id, version: book.version });
                  }}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              ),
            },
          ]}
        />
        <form
          noValidate
          onSubmit={(event) => {
            removeBook.reset();
            onSubmit(event);
          }}
        >
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('staff.detail.bookTitle')}
              required
              maxLength={BOOK_TITLE_MAX}
              style={{ flex: '2 1 220px' }}
              {...form.getInputProps('title')}
            />
            <TextInput
              label={t('staff.detail.bookCode')}
              required
              maxLength={BOOK_CODE_MAX}
              style={{ flex: '1 1 160px' }}
              {...form.getInputProps('code')}
            />
            <Button type="submit" loading={addBook.isPending}>
              {t('staff.detail.addBook')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
