import { Alert, Button, Group, Input, Modal, Stack, Text } from '@mantine/core';
import type { CandidateDocument } from '@school/domain/candidate/contracts/list-documents';
import type { UploadDocumentResponse } from '@school/domain/candidate/contracts/upload-document';
import { CANDIDATE_DOCUMENT_FILE_TYPES } from '@school/domain/candidate/documents';
import { UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import { acceptAttribute, formatFileSizeMb, formatUploadLimit } from '@school/domain/shared/uploads';
import { IconLock } from '@tabler/icons-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../components/file-picker';
import { useLocale } from '../../../hooks/use-locale';
import { UploadStatus } from '../../../lib/upload-status';
import { useUpload } from '../../../lib/use-upload';
import { uploadDocument } from '../api/upload-document';
import { ENCRYPTION_UNAVAILABLE, prepareUpload } from '../utils/prepare-upload';
import { documentTypeText } from '../utils/value-labels';

/**
 * "A document upload dialog: choose file, upload with progress bar, cancel closes." The file is
 * checked when chosen (empty, too large, type by content: `useUpload`); a document to encrypt is
 * encrypted here with its public key; the progress bar follows the bytes actually sent. Cancel
 * aborts an upload under way and closes.
 */
export function UploadDocumentDialog({
  document,
  onClose,
  onUploaded,
}: {
  document: CandidateDocument | null;
  onClose: () => void;
  onUploaded: (response: UploadDocumentResponse) => void;
}) {
  const { t } = useTranslation(['candidate', 'common']);
  const { t: tCandidate } = useTranslation('candidate');
  const locale = useLocale();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUpload();
  const opened = document !== null;
  const { clear, cancel } = upload;

  // A new document starts from a clean dialog.
  useEffect(() => {
    if (!opened) return;
    setFile(null);
    clear();
  }, [opened, clear]);

  const isSending = upload.phase === 'preparing' || upload.phase === 'uploading';

  const handleChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    clear();
    if (chosen) await upload.check(chosen, CANDIDATE_DOCUMENT_FILE_TYPES);
  };

  const handleCancel = () => {
    cancel();
    onClose();
  };

  const handleUpload = async () => {
    if (!document || !file || upload.refusal) return;
    const response = await upload.upload(file, {
      allowed: CANDIDATE_DOCUMENT_FILE_TYPES,
      prepare: (chosen) => prepareUpload(chosen, document),
      send: (body, options) =>
        uploadDocument(document.id, { ...body, encrypted: body.encrypted ?? false }, options),
    });
    if (response) onUploaded(response);
  };

  const typeText = document ? documentTypeText(tCandidate, document.type) : '';

  return (
    <Modal
      opened={opened}
      onClose={handleCancel}
      title={document ? t('upload.title', { type: typeText }) : ''}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      closeOnClickOutside={!isSending}
      centered
    >
      {document && (
        <Stack gap="md">
          <Text>{document.name}</Text>
          {document.mustEncrypt && (
            <Alert variant="light" color="blue" icon={<IconLock aria-hidden="true" />} role="note">
              {t('upload.encryptedNotice')}
            </Alert>
          )}
          <Input.Wrapper
            label={t('upload.chooseFile')}
            description={t('upload.accepted', { max: formatUploadLimit(UPLOAD_MAX_BYTES, locale) })}
            id={inputId}
          >
            <FilePicker
              id={inputId}
              accept={acceptAttribute(CANDIDATE_DOCUMENT_FILE_TYPES)}
              onChange={handleChoose}
              disabled={isSending}
            />
          </Input.Wrapper>
          {file && !upload.refusal && (
            <Text size="sm" data-testid="chosen-file">
              {t('upload.chosen', { name: file.name, size: formatFileSizeMb(file.size, locale) })}
            </Text>
          )}
          <UploadStatus
            state={upload.state}
            label={typeText}
            preparingText={t(document.mustEncrypt ? 'upload.encrypting' : 'common:upload.reading')}
            refusalText={(refusal) =>
              refusal.code === ENCRYPTION_UNAVAILABLE ? t('upload.encryptionUnavailable') : undefined
            }
            progressTestId="upload-progress"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={handleCancel}>
              {t('upload.cancel')}
            </Button>
            <Button onClick={handleUpload} disabled={!file || !upload.canSend} loading={isSending}>
              {t('upload.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
