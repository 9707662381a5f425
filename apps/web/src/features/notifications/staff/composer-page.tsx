import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { CATEGORIES, type Category } from '@school/domain/access/subject';
import { formatDateTime } from '@school/domain/format/date';
import {
  type Audience,
  BROADCAST_BODY_MAX,
  BROADCAST_TITLE_MAX,
  CreateBroadcastBodySchema,
  type ListBroadcastsResponse,
} from '@school/domain/notifications/contracts/broadcasts';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStaffEditions } from '../../../components/console/api/staff-editions';
import { categoryName } from '../../../components/console/category-name';
import { choices } from '../../../components/console/list-filters';
import { useRecordForm } from '../../../components/console/record-form';
import { SaveProblem } from '../../../components/console/save-problem';
import { StaffPage } from '../../../components/console/staff-page';
import { StaffTable } from '../../../components/console/staff-table';
import { useErrorText } from '../../../lib/error-text';
import { useAudienceSize } from './api/get-audience-size';
import { useBroadcasts } from './api/list-broadcasts';
import { useSendBroadcast } from './api/send-broadcast';

type AudienceKind = Audience['kind'];
interface Values {
  kind: AudienceKind;
  editionId: string | null;
  category: Category | null;
  title: string;
  body: string;
  url: string;
}
const EMPTY_TEXT = { title: '', body: '', url: '' };

/** The group chosen: an edition or a category, null until one is. */
function audienceOf(values: Values): Audience | null {
  if (values.kind === 'edition')
    return values.editionId ? { kind: 'edition', editionId: values.editionId } : null;
  return values.category ? { kind: 'category', category: values.category } : null;
}

/**
 * The secretariat's composer (Segreteria, area `notifications`): a notification to a group (a
 * course edition, or a category of people), its preview and the number of people it reaches;
 * sent by the job runner in batches, with the latest ones and how far each has gone.
 */
export default function ComposerPage() {
  const { t } = useTranslation(['notifications', 'staff']);
  const { t: tStaff } = useTranslation('staff');
  const errorText = useErrorText();
  const editions = useStaffEditions();
  const send = useSendBroadcast();
  const broadcasts = useBroadcasts();
  // A broadcast is only created: the group stays chosen for the next one, its text is emptied.
  const { form, onSubmit } = useRecordForm<Values, never, unknown>({
    record: null,
    initialValues: { kind: 'edition', editionId: null, category: null, ...EMPTY_TEXT },
    create: CreateBroadcastBodySchema,
    update: CreateBroadcastBodySchema,
    toBody: (values) => ({
      audience: audienceOf(values),
      title: values.title,
      body: values.body,
      url: values.url,
    }),
    variables: (body) => body,
    save: send,
    onSaved: () => {
      form.setValues(EMPTY_TEXT);
      form.clearErrors();
    },
    messages: { audience: 'notifications:composer.chooseGroup' },
  });
  const values = form.values;
  const audience = audienceOf(values);
  const size = useAudienceSize(audience);

  const recipients = size.data;
  return (
    <StaffPage title={t('composer.title')} intro={t('composer.intro')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <SegmentedControl
              value={values.kind}
              onChange={(value) => form.setFieldValue('kind', value as AudienceKind)}
              data={[
                { value: 'edition', label: t('composer.byEdition') },
                { value: 'category', label: t('composer.byCategory') },
              ]}
              aria-label={t('composer.audience')}
              fullWidth
            />
            {values.kind === 'edition' ? (
              <Select
                label={t('composer.edition')}
                searchable
                required
                {...form.getInputProps('editionId')}
                data={(editions.data?.items ?? []).map((e) => ({
                  value: e.id,
                  label: `${e.productCode} – ${e.courseName} ${e.editionName}`,
                }))}
                error={form.errors.audience}
              />
            ) : (
              <Select
                label={t('composer.category')}
                required
                {...form.getInputProps('category')}
                data={choices(CATEGORIES, (category) => categoryName(tStaff, category))}
                error={form.errors.audience}
              />
            )}
            <Text size="sm" role="status" aria-live="polite">
              {audience === null
                ? t('composer.chooseGroup')
                : recipients === undefined
                  ? ''
                  : t('composer.recipients', { count: recipients })}
            </Text>
            <TextInput
              label={t('composer.titleField')}
              required
              maxLength={BROADCAST_TITLE_MAX}
              {...form.getInputProps('title')}
            />
            <Textarea
              label={t('composer.body')}
              required
              rows={4}
              maxLength={BROADCAST_BODY_MAX}
              {...form.getInputProps('body')}
              description={`${values.body.length}/${BROADCAST_BODY_MAX}`}
            />
            <TextInput
              label={t('composer.url')}
              description={t('composer.urlHint')}
              {...form.getInputProps('url')}
            />
            <Group>
              <Button type="submit" loading={send.isPending} disabled={audience === null || recipients === 0}>
                {t('composer.send')}
              </Button>
            </Group>
            {send.isSuccess && (
              <Alert color="teal.9" role="status">
                {t('composer.sent', { count: send.data.recipients })}
              </Alert>
            )}
            <SaveProblem error={send.error} />
          </Stack>
        </form>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('composer.preview')}
          </Title>
          <Paper withBorder p="md" radius="md" aria-label={t('composer.preview')}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconBell size={20} aria-hidden="true" />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {values.title || t('composer.titleField')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {values.body || t('composer.body')}
                </Text>
                {values.url && (
                  <Anchor size="sm" component="span" style={{ overflowWrap: 'anywhere' }}>
                    {values.url}
                  </Anchor>
                )}
              </Stack>
            </Group>
          </Paper>
        </Stack>
      </SimpleGrid>
      <Title order={2} size="h4" mt="xl" mb="sm">
        {t('composer.latest')}
      </Title>
      {broadcasts.isError && <Alert color="red.9">{errorText(broadcasts.error)}</Alert>}
      {broadcasts.data && broadcasts.data.broadcasts.length === 0 && <Text>{t('composer.none')}</Text>}
      {broadcasts.data && broadcasts.data.broadcasts.length > 0 && (
        <StaffTable<ListBroadcastsResponse['broadcasts'][number], never>
          label={t('composer.latest')}
          records={broadcasts.data.broadcasts}
          idAccessor="id"
          columns={[
            {
              accessor: 'createdAt',
              title: t('composer.sentAt'),
              render: (b) => formatDateTime(b.createdAt),
            },
            { accessor: 'title', title: t('composer.titleField') },
            {
              accessor: 'reached',
              title: t('composer.reached'),
              render: (b) => `${b.reached}/${b.recipients}`,
            },
            {
              accessor: 'status',
              title: t('composer.state'),
              render: (b) => (
                <Badge color={b.status === 'sent' ? 'teal.9' : 'grape.9'} variant="light">
                  {t(`composer.status.${b.status}`)}
                </Badge>
              ),
            },
          ]}
        />
      )}
    </StaffPage>
  );
}
