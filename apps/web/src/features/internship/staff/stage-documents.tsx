import { Alert, Anchor, Button, Checkbox, Group, Input, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { StaffStageDocument } from '@school/domain/internship/contracts/staff-internship';
import { STAGE_DOCUMENT_NAME_MAX } from '@school/domain/internship/contracts/staff-internship';
import { STAGE_DOCUMENT_FILE_TYPES } from '@school/domain/internship/stage';
import { UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import { acceptAttribute, formatFileSizeMb, formatUploadLimit } from '@school/domain/shared/uploads';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../components/console/list-page';
import { RecordSection } from '../../../components/console/record-page';
import { FilePicker } from '../../../components/file-picker';
import { PlainList } from '../../../components/plain-list';
import { useLocale } from '../../../hooks/use-locale';
import { useErrorText } from '../../../lib/error-text';
import { UploadStatus } from '../../../lib/upload-status';
import { useUpload } from '../../../lib/use-upload';
import { useRefreshInternship } from '../api/internship-keys';
import { useDeleteDocument } from './api/delete-document';
import { usePublishDocument } from './api/publish-document';
import { type DocumentOwner, uploadStageDocument } from './api/upload-stage-document';

/**
 * The documents published to a stage's student or to every stage of an edition: each with its
 * file, published or not (the student sees the published ones), deleted after a confirmation;
 * a new one goes through the one upload path (pdf, docx, doc; checked in the browser, then by the
 * server).
 */
export function StageDocuments({
  owner,
  documents,
  title,
}: {
  owner: DocumentOwner;
  documents: StaffStageDocument[];
  title: string;
}) {
  const { t } = useTranslation('internship');
  const locale = useLocale();
  const errorText = useErrorText();
  const publish = usePublishDocument();
  const remove = useDeleteDocument();
  const deletion = useConfirmDelete<StaffStageDocument>({
    mutation: remove,
    variables: (document) => document.id,
    title: (document) => t('staff.documents.deleteOf', { name: document.name }),
    text: t('staff.documents.deleteText'),
    confirmLabel: t('staff.documents.delete'),
    cancelLabel: t('staff.cancel'),
  });
  const headingId = useId();
  return (
    <RecordSection id={headingId} title={title}>
      {publish.error && (
        <Alert color="red.9" role="alert" mb="sm">
          {errorText(publish.error)}
        </Alert>
      )}
      {deletion.problem}
      {documents.length === 0 ? (
        <Text size="sm">{t('staff.documents.none')}</Text>
      ) : (
        <PlainList gap="xs">
          {documents.map((d) => (
            <li key={d.id}>
              <Group gap="sm" wrap="wrap">
                <Anchor href={d.url} download={d.fileName ?? d.name}>
                  {d.name}
                </Anchor>
                <Text size="xs" c="gray.7">
                  {[
                    d.documentType,
                    d.scope === 'edition' ? t('staff.documents.ofEdition') : '',
                    d.size === null ? '' : formatFileSizeMb(d.size, locale),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Switch
                  size="sm"
                  label={t('staff.documents.published')}
                  checked={d.published}
                  disabled={publish.isPending}
                  onChange={(event) => publish.mutate({ id: d.id, published: event.currentTarget.checked })}
                  aria-label={t('staff.documents.publishOf', { name: d.name })}
                />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => deletion.ask(d)}
                  aria-label={t('staff.documents.deleteOf', { name: d.name })}
                >
                  {t('staff.documents.delete')}
                </Button>
              </Group>
            </li>
          ))}
        </PlainList>
      )}
      <NewDocument owner={owner} />
      {deletion.dialog}
    </RecordSection>
  );
}

function NewDocument({ owner }: { owner: DocumentOwner }) {
  const { t } = useTranslation('internship');
  const locale = useLocale();
  const upload = useUpload();
  const refresh = useRefreshInternship();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [documentType, setDocumentType] = useState('');
  const [published, setPublished] = useState(true);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    if (chosen) {
      if (name.trim() === '') setName(chosen.name.replace(/\.[^.]+$/, ''));
      await upload.check(chosen, STAGE_DOCUMENT_FILE_TYPES);
    } else upload.clear();
  };

  const send = async () => {
    if (!file || name.trim() === '') return;
    const saved = await upload.upload(file, {
      allowed: STAGE_DOCUMENT_FILE_TYPES,
      send: (body, options) => uploadStageDocument(owner, { name, documentType, published }, body, options),
    });
    if (saved) {
      setFile(null);
      setName('');
      setDocumentType('');
      if (input.current) input.current.value = '';
      await refresh();
    }
  };

  return (
    <Stack gap="xs" mt="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Input.Wrapper
          label={t('staff.documents.choose')}
          description={t('staff.documents.accepted', { max: formatUploadLimit(UPLOAD_MAX_BYTES, locale) })}
          id={inputId}
        >
          <FilePicker
            ref={input}
            id={inputId}
            accept={acceptAttribute(STAGE_DOCUMENT_FILE_TYPES)}
            onChange={choose}
            disabled={upload.isBusy}
            fileName={file?.name}
          />
        </Input.Wrapper>
        <TextInput
          label={t('staff.documents.name')}
          value={name}
          maxLength={STAGE_DOCUMENT_NAME_MAX}
          required
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label={t('staff.documents.type')}
          value={documentType}
          maxLength={STAGE_DOCUMENT_NAME_MAX}
          onChange={(event) => setDocumentType(event.currentTarget.value)}
        />
        <Checkbox
          label={t('staff.documents.publishNow')}
          checked={published}
          onChange={(event) => setPublished(event.currentTarget.checked)}
        />
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={send}
          disabled={!file || name.trim() === '' || !upload.canSend}
          loading={upload.phase === 'preparing' || upload.phase === 'uploading'}
        >
          {t('staff.documents.upload')}
        </Button>
      </Group>
      <UploadStatus state={upload.state} label={t('staff.documents.file')} />
    </Stack>
  );
}
