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
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffEditions } from '../../../components/console/api/staff-editions';
import { StaffPage } from '../../../components/console/staff-page';
import { StaffTable } from '../../../components/console/staff-table';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { fieldErrorsText, zodResolver } from '../../../lib/zod-resolver';
import { useAudienceSize } from './api/get-audience-size';
import { useBroadcasts } from './api/list-broadcasts';
import { useSendBroadcast } from './api/send-broadcast';

type AudienceKind = Audience['kind'];
interface Values {
  title: string;
  body: string;
  url: string;
}
const EMPTY: Values = { title: '', body: '', url: '' };
const validate = zodResolver<Values & { audience: Audience | null }>(CreateBroadcastBodySchema);

/**
 * The secretariat's composer (Segreteria, area `notifications`): a notification to a group (a
 * course edition, or a category of people), its preview and the number of people it reaches;
 * sent by the job runner in batches, with the latest ones and how far each has gone.
 */
export default function ComposerPage() {
  const { t } = useTranslation(['notifications', 'staff']);
  const errorText = useErrorText();
  const [kind, setKind] = useState<AudienceKind>('edition');
  const [editionId, setEditionId] = useState<string | null>(null);
  const [category, setCategory] = useState<Category | null>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editions = useStaffEditions();
  const audience: Audience | null =
    kind === 'edition' ? (editionId ? { kind, editionId } : null) : category ? { kind, category } : null;
  const size = useAudienceSize(audience);
  const send = useSendBroadcast();
  const broadcasts = useBroadcasts();

  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate({ ...values, audience });
    setErrors(found as Record<string, string>);
    if (!audience || Object.keys(found).length > 0) return;
    send.mutate(
      { audience, ...values },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setErrors({});
        },
        onError: (error) => {
          if (isApiError(error) && error.fields)
            setErrors(fieldErrorsText(error.fields) as Record<string, string>);
        },
      },
    );
  };

  const recipients = size.data;
  return (
    <StaffPage title={t('composer.title')} intro={t('composer.intro')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <SegmentedControl
              value={kind}
              onChange={(value) => setKind(value as AudienceKind)}
              data={[
                { value: 'edition', label: t('composer.byEdition') },
                { value: 'category', label: t('composer.byCategory') },
              ]}
              aria-label={t('composer.audience')}
              fullWidth
            />
            {kind === 'edition' ? (
              <Select
                label={t('composer.edition')}
                searchable
                required
                value={editionId}
                onChange={setEditionId}
                data={(editions.data?.items ?? []).map((e) => ({
                  value: e.id,
                  label: `${e.productCode} – ${e.courseName} ${e.editionName}`,
                }))}
                error={errors.audience ? t('composer.chooseGroup') : undefined}
              />
            ) : (
              <Select
                label={t('composer.category')}
                required
                value={category}
                onChange={(value) => setCategory(value as Category | null)}
                data={CATEGORIES.map((c) => ({ value: c, label: c }))}
                error={errors.audience ? t('composer.chooseGroup') : undefined}
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
              value={values.title}
              onChange={(e) => set('title')(e.currentTarget.value)}
              error={errors.title}
            />
            <Textarea
              label={t('composer.body')}
              required
              rows={4}
              maxLength={BROADCAST_BODY_MAX}
              value={values.body}
              onChange={(e) => set('body')(e.currentTarget.value)}
              error={errors.body}
              description={`${values.body.length}/${BROADCAST_BODY_MAX}`}
            />
            <TextInput
              label={t('composer.url')}
              description={t('composer.urlHint')}
              value={values.url}
              onChange={(e) => set('url')(e.currentTarget.value)}
              error={errors.url}
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
            {send.isError && !(isApiError(send.error) && send.error.fields) && (
              <Alert color="red.9" role="alert">
                {errorText(send.error)}
              </Alert>
            )}
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
