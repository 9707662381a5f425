import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  List,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { UPLOAD_MAX_BASE64_LENGTH, UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import { acceptAttribute, formatFileSizeMb, formatUploadLimit } from '@school/domain/shared/uploads';
import { CreateTicketBodySchema } from '@school/domain/tickets/contracts/tickets';
import {
  canSaveTicket,
  categoriesFor,
  categoryText,
  TICKET_ATTACHMENT_TYPES,
  TICKET_DESCRIPTION_MAX,
  TICKET_SUBJECT_MAX,
  type TicketForm as TicketFormValues,
  type TicketFrom,
  type TicketRelated,
} from '@school/domain/tickets/tickets';
import { IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../components/file-picker';
import { useLocale } from '../../../hooks/use-locale';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { checkChosenFile, type FileRefusal } from '../../../lib/upload';
import { uploadErrorLines } from '../../../lib/upload-error';
import { useUpload } from '../../../lib/use-upload';
import { fieldErrorsText, zodResolver } from '../../../lib/zod-resolver';
import { useCreateTicket } from '../api/create-ticket';
import { useTicketCategories } from '../api/list-categories';
import { ticketsKeys } from '../api/tickets-keys';
import { uploadAttachment } from '../api/upload-attachment';

/** A file chosen for the new ticket, and what became of it. */
interface Chosen {
  key: number;
  file: File;
  refusal: FileRefusal | null;
  outcome: 'waiting' | 'saved' | 'failed';
  reason: string;
}

/** The length of a file's base64 payload: what DimensioniEccessiveBuffer judges. */
const encodedLength = (bytes: number) => 4 * Math.ceil(bytes / 3);

/**
 * The new-ticket form (specification 001, sections 2, 4 and 5): the category with its description,
 * subject and description (max 100, counted), the warning about the modification block, and the
 * attachments, removable before sending. Saving creates the case, then uploads each attachment one
 * by one ("n of m saved"); a failed one stays in red. All saved: back to the list, which reloads.
 */
export function TicketForm({
  from,
  related,
  onDone,
  onCancel,
}: {
  from: TicketFrom | null;
  related: TicketRelated | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['tickets', 'common']);
  const locale = useLocale();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const categoriesQuery = useTicketCategories();
  const create = useCreateTicket();
  const upload = useUpload();
  const inputId = useId();
  const nextKey = useRef(0);
  const form = useForm<TicketFormValues>({
    mode: 'controlled',
    initialValues: { categoryId: '', subject: '', description: '', acknowledged: false },
    // The creation's contract checks the case before it is sent; a subject or description left
    // blank says so as the field is left.
    validate: zodResolver(CreateTicketBodySchema, {
      toInput: (values: TicketFormValues) => ({ ...values, from, related }),
    }),
    validateInputOnBlur: ['subject', 'description'],
  });
  const values = form.values;
  const [files, setFiles] = useState<Chosen[]>([]);
  const [phase, setPhase] = useState<'editing' | 'saving' | 'done'>('editing');
  const [saved, setSaved] = useState(0);

  const categories = categoriesFor(categoriesQuery.data?.categories ?? [], from);
  const chosenCategory = categories.find((c) => c.id === values.categoryId);
  const canSend = canSaveTicket(values) && files.every((f) => f.refusal === null) && phase === 'editing';

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const checked = await Promise.all(
      chosen.map(async (file) => ({
        key: nextKey.current++,
        file,
        refusal: await checkChosenFile(file, TICKET_ATTACHMENT_TYPES),
        outcome: 'waiting' as const,
        reason: '',
      })),
    );
    setFiles((current) => [...current, ...checked]);
  };

  /** "A too-large attachment shows DimensioniEccessiveBuffer": its encoded size and the encoded limit. */
  const refusalText = (refusal: FileRefusal) =>
    refusal.code === 'upload.tooLarge' || refusal.code === 'upload.tooLargeEncoded'
      ? t('common:upload.tooLargeEncoded', {
          size: formatFileSizeMb(encodedLength(refusal.size), locale),
          max: formatFileSizeMb(UPLOAD_MAX_BASE64_LENGTH, locale),
        })
      : errorText(refusal.code);

  const submit = form.onSubmit(async (values) => {
    if (!canSend) return;
    setPhase('saving');
    let ticket: { id: string };
    try {
      ticket = await create.mutateAsync({ ...values, acknowledged: true, from, related });
    } catch (error) {
      if (isApiError(error) && error.fields) form.setErrors(fieldErrorsText(error.fields));
      setPhase('editing');
      return;
    }
    let failed = 0;
    let count = 0;
    for (const chosen of files) {
      let reason: unknown = null;
      const answer = await upload.upload(chosen.file, {
        allowed: TICKET_ATTACHMENT_TYPES,
        send: async (body, options) => {
          try {
            return await uploadAttachment(ticket.id, body, options);
          } catch (caught) {
            reason = caught;
            throw caught;
          }
        },
      });
      if (answer) setSaved(++count);
      else failed++;
      setFiles((current) =>
        current.map((f) =>
          f.key === chosen.key
            ? {
                ...f,
                outcome: answer ? 'saved' : 'failed',
                reason: answer ? '' : uploadErrorLines(reason, errorText).join(' '),
              }
            : f,
        ),
      );
    }
    await queryClient.invalidateQueries({ queryKey: ticketsKeys.all });
    if (failed === 0) onDone();
    else setPhase('done');
  });

  const busy = phase !== 'editing';

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${inputId}-title`}>
      <Stack gap="md">
        <Title order={2} id={`${inputId}-title`}>
          {t('form.title')}
        </Title>
        {from && <Text>{t(`from.${from}`)}</Text>}
        {related && (
          <Text size="sm">{t('form.related', { name: t(`links.objects.${related.object}`) })}</Text>
        )}
        {categoriesQuery.isError && (
          <Alert color="red.9" role="alert">
            {errorText(categoriesQuery.error)}
          </Alert>
        )}
        {categoriesQuery.isSuccess && categories.length === 0 && (
          <Alert color="red.9" role="alert">
            {t('form.noCategories')}
          </Alert>
        )}
        <Select
          label={t('form.category')}
          placeholder={
            categoriesQuery.isPending ? t('form.loadingCategories') : t('form.categoryPlaceholder')
          }
          required
          data={categories.map((c) => ({ value: c.id, label: categoryText(c, locale).label }))}
          {...form.getInputProps('categoryId')}
          value={values.categoryId || null}
          onChange={(value) => form.setFieldValue('categoryId', value ?? '')}
          renderOption={({ option }) => {
            const category = categories.find((c) => c.id === option.value);
            const text = category ? categoryText(category, locale) : null;
            return (
              <Stack gap={0}>
                <Text size="sm">{option.label}</Text>
                {text?.description && (
                  <Text size="xs" c="gray.7">
                    {text.description}
                  </Text>
                )}
              </Stack>
            );
          }}
          description={chosenCategory ? categoryText(chosenCategory, locale).description : undefined}
          disabled={busy}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('form.subject')}
          required
          maxLength={TICKET_SUBJECT_MAX}
          {...form.getInputProps('subject')}
          description={t('form.counter', { count: values.subject.length, max: TICKET_SUBJECT_MAX })}
          disabled={busy}
        />
        <Textarea
          label={t('form.description')}
          required
          rows={3}
          maxLength={TICKET_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
          description={t('form.counter', { count: values.description.length, max: TICKET_DESCRIPTION_MAX })}
          disabled={busy}
        />
        <Input.Wrapper
          label={t('form.attachments')}
          description={t('form.attachmentsHint', { max: formatUploadLimit(UPLOAD_MAX_BYTES, locale) })}
          id={inputId}
        >
          <FilePicker
            id={inputId}
            multiple
            accept={acceptAttribute(TICKET_ATTACHMENT_TYPES)}
            onChange={addFiles}
            disabled={busy}
            aria-describedby={`${inputId}-description`}
          >
            {t('form.choose')}
          </FilePicker>
        </Input.Wrapper>
        {files.length > 0 && (
          <List listStyleType="none" spacing="xs" aria-label={t('form.attachments')}>
            {files.map((chosen) => {
              const red = chosen.refusal !== null || chosen.outcome === 'failed';
              return (
                <List.Item
                  key={chosen.key}
                  data-outcome={chosen.outcome}
                  data-refused={chosen.refusal !== null}
                >
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                      <Text size="sm" c={red ? 'red.9' : undefined} style={{ overflowWrap: 'anywhere' }}>
                        {chosen.file.name} ({formatFileSizeMb(chosen.file.size, locale)})
                        {chosen.outcome === 'failed' && ` — ${t('form.failed')}`}
                      </Text>
                      {chosen.refusal && (
                        <Text size="xs" c="red.9" role="alert">
                          {refusalText(chosen.refusal)}
                        </Text>
                      )}
                      {chosen.outcome === 'failed' && chosen.reason && (
                        <Text size="xs" c="red.9">
                          {chosen.reason}
                        </Text>
                      )}
                    </Stack>
                    {phase === 'editing' && (
                      <Button
                        variant="subtle"
                        c="red.9"
                        size="compact-sm"
                        leftSection={<IconX size={14} aria-hidden />}
                        aria-label={t('form.remove', { name: chosen.file.name })}
                        onClick={() => setFiles((current) => current.filter((f) => f.key !== chosen.key))}
                      >
                        {t('form.remove', { name: '' }).trim()}
                      </Button>
                    )}
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
        <Checkbox
          label={t('form.warning')}
          {...form.getInputProps('acknowledged', { type: 'checkbox' })}
          disabled={busy}
        />
        {create.error && (
          <Alert color="red.9" role="alert">
            {errorText(create.error)}
          </Alert>
        )}
        {phase !== 'editing' && files.length > 0 && (
          <Text role="status" data-testid="saved-counter">
            {t('form.progress', { saved, total: files.length })}
          </Text>
        )}
        {phase === 'done' && (
          <Alert color="red.9" role="alert">
            {t('form.someFailed')}
          </Alert>
        )}
        <Group justify="flex-end">
          {phase === 'done' ? (
            <Button onClick={onDone}>{t('form.backToList')}</Button>
          ) : (
            <>
              <Button variant="default" onClick={onCancel} disabled={busy}>
                {t('form.cancel')}
              </Button>
              <Button onClick={() => submit()} disabled={!canSend} loading={phase === 'saving'}>
                {t('form.send')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
