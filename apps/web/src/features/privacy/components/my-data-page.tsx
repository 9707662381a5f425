import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDate } from '@school/domain/format/date';
import { type RequestErasureBody, RequestErasureBodySchema } from '@school/domain/privacy/contracts/my-data';
import { retentionPeriod } from '@school/domain/privacy/retention';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { fieldErrorsText, zodResolver } from '../../../lib/zod-resolver';
import { useMyPrivacy } from '../api/get-my-privacy';
import { useRequestErasure } from '../api/request-erasure';
import { useRequestExport } from '../api/request-export';

function ExportSection() {
  const { t } = useTranslation('privacy');
  const errorText = useErrorText();
  const mine = useMyPrivacy({ refetchWhilePending: true });
  const ask = useRequestExport();
  const latest = mine.data?.export ?? null;
  const days = retentionPeriod('dataExport').amount;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="my-data-export">
      <Stack gap="sm">
        <Title order={2} id="my-data-export">
          {t('myData.export.title')}
        </Title>
        <Text>{t('myData.export.text', { days })}</Text>
        {latest?.status === 'pending' && (
          <Alert color="blue" role="status">
            {t('myData.export.pending', { date: formatDate(latest.requestedAt) })}
          </Alert>
        )}
        {latest?.status === 'ready' && latest.url && (
          <Stack gap="xs">
            <Text role="status">{t('myData.export.ready', { date: formatDate(latest.expiresAt) })}</Text>
            <Group>
              <Button
                component="a"
                href={latest.url}
                download
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t('myData.export.download')}
              </Button>
            </Group>
          </Stack>
        )}
        {latest?.status === 'ready' && !latest.url && <Text>{t('myData.export.expired')}</Text>}
        {ask.isError && (
          <Alert color="red.9" role="alert">
            {errorText(ask.error)}
          </Alert>
        )}
        {latest?.status !== 'pending' && (
          <Group>
            <Button
              variant={latest?.url ? 'default' : 'filled'}
              loading={ask.isPending}
              onClick={() => ask.mutate()}
            >
              {t('myData.export.request')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function ErasureDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['privacy', 'common']);
  const errorText = useErrorText();
  const send = useRequestErasure();
  const form = useForm<{ confirm: boolean; note: string }>({
    initialValues: { confirm: false, note: '' },
    validate: zodResolver(RequestErasureBodySchema, {
      toInput: (v) => ({ confirm: v.confirm || undefined, note: v.note }),
    }),
  });
  const [problem, setProblem] = useState<unknown>(null);

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    try {
      await send.mutateAsync({ confirm: true, note: values.note } satisfies RequestErasureBody);
      form.reset();
      onClose();
    } catch (caught) {
      if (isApiError(caught) && caught.fields) form.setErrors(fieldErrorsText(caught.fields));
      else setProblem(caught);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('myData.erasure.confirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{t('myData.erasure.confirmText')}</Text>
          <Checkbox
            label={t('myData.erasure.confirm')}
            {...form.getInputProps('confirm', { type: 'checkbox' })}
          />
          <Textarea label={t('myData.erasure.note')} minRows={2} {...form.getInputProps('note')} />
          {problem !== null && (
            <Alert color="red.9" role="alert">
              {errorText(problem)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('myData.erasure.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={send.isPending}>
              {t('myData.erasure.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ErasureSection() {
  const { t } = useTranslation('privacy');
  const mine = useMyPrivacy();
  const [opened, setOpened] = useState(false);
  const erasure = mine.data?.erasure ?? null;
  const open = erasure?.status === 'pending' || erasure?.status === 'confirmed';

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="my-data-erasure">
      <Stack gap="sm">
        <Title order={2} id="my-data-erasure">
          {t('myData.erasure.title')}
        </Title>
        <Text>{t('myData.erasure.text')}</Text>
        {erasure && (
          <Alert color={erasure.status === 'refused' ? 'orange' : 'blue'} role="status">
            {t(`myData.erasure.status.${erasure.status}`, {
              date: formatDate(erasure.requestedAt),
              reason: erasure.refusalReason ?? '',
            })}
          </Alert>
        )}
        {!open && (
          <Group>
            <Button
              color="red.9"
              variant="outline"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setOpened(true)}
            >
              {t('myData.erasure.request')}
            </Button>
          </Group>
        )}
      </Stack>
      <ErasureDialog opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}

/** I miei dati (/profilo/i-miei-dati): the export of the person's data and the erasure request. */
export function MyDataPage() {
  const { t } = useTranslation('privacy');
  const errorText = useErrorText();
  const mine = useMyPrivacy();
  return (
    <Page title={t('myData.title')} intro={t('myData.intro')} size="md">
      {mine.isPending && <Loader aria-label={t('myData.loading')} />}
      {mine.isError && (
        <Alert color="red.9" role="alert">
          {errorText(mine.error)}
        </Alert>
      )}
      {mine.data && (
        <>
          <ExportSection />
          <ErasureSection />
        </>
      )}
      <Anchor component={Link} to={paths.privacyNotice}>
        {t('myData.noticeLink')}
      </Anchor>
    </Page>
  );
}
