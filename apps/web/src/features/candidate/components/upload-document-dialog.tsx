import { Alert, Button, Group, Input, Modal, Progress, Stack, Text } from '@mantine/core';
import type { CandidateDocument } from '@school/domain/candidate/contracts/list-documents';
import type { UploadDocumentResponse } from '@school/domain/candidate/contracts/upload-document';
import { formatFileSizeMb, formatUploadLimit } from '@school/domain/candidate/documents';
import { UPLOAD_MAX_BASE64_LENGTH, UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-locale';
import { useErrorText } from '../../../lib/error-text';
import { UploadErrorList } from '../../../lib/upload-error';
import { uploadDocument } from '../api/upload-document';
import { checkFile, type FileCheck, prepareUpload } from '../utils/prepare-upload';
import { documentTypeText } from '../utils/value-labels';

/** The file extensions offered by the file chooser (the content is checked anyway). */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx';

type Phase = 'idle' | 'checking' | 'preparing' | 'uploading';

/**
 * "A document upload dialog: choose file, upload with progress bar, cancel closes." The file is
 * checked before anything is sent (empty, too large, type by content); a document to encrypt is
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
  const errorText = useErrorText();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<FileCheck | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const abortRef = useRef<AbortController | null>(null);
  const opened = document !== null;

  // A new document starts from a clean dialog.
  useEffect(() => {
    if (!opened) return;
    setFile(null);
    setCheck(null);
    setPhase('idle');
    setProgress(0);
    setFailure(null);
  }, [opened]);

  // Closing the page or the dialog stops an upload under way.
  useEffect(() => () => abortRef.current?.abort(), []);

  const isBusy = phase === 'preparing' || phase === 'uploading';

  const handleChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    setCheck(null);
    setFailure(null);
    if (!chosen) return;
    setPhase('checking');
    try {
      setCheck(await checkFile(chosen));
    } finally {
      setPhase('idle');
    }
  };

  const handleCancel = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    onClose();
  };

  const handleUpload = async () => {
    if (!document || !file || check) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setFailure(null);
    setProgress(0);
    setPhase('preparing');
    try {
      const prepared = await prepareUpload(file, document);
      if (controller.signal.aborted) return;
      if ('check' in prepared) {
        setCheck(prepared.check);
        setPhase('idle');
        return;
      }
      setPhase('uploading');
      const response = await uploadDocument(document.id, prepared.body, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
      });
      setProgress(100);
      abortRef.current = null;
      onUploaded(response);
    } catch (error) {
      if (controller.signal.aborted) return;
      setFailure(error);
      setPhase('idle');
    }
  };

  const checkText = (value: FileCheck): string => {
    if ('problem' in value) {
      const max = value.problem === 'DimensioniEccessiveBuffer' ? UPLOAD_MAX_BASE64_LENGTH : UPLOAD_MAX_BYTES;
      return t(`upload.problems.${value.problem}`, {
        size: formatFileSizeMb(value.size, locale),
        max:
          value.problem === 'DimensioniEccessiveBuffer'
            ? formatFileSizeMb(max, locale)
            : formatUploadLimit(max, locale),
      });
    }
    if (value.code === 'encryptionUnavailable') return t('upload.encryptionUnavailable');
    return errorText(value.code);
  };

  const checkCode = check ? ('problem' in check ? check.problem : check.code) : undefined;

  return (
    <Modal
      opened={opened}
      onClose={handleCancel}
      title={document ? t('upload.title', { type: documentTypeText(tCandidate, document.type) }) : ''}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      closeOnClickOutside={!isBusy}
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
            <input
              id={inputId}
              type="file"
              accept={ACCEPT}
              onChange={handleChoose}
              disabled={isBusy}
              style={{ display: 'block', marginTop: 'var(--mantine-spacing-xs)', maxWidth: '100%' }}
            />
          </Input.Wrapper>
          {file && !check && (
            <Text size="sm" data-testid="chosen-file">
              {t('upload.chosen', { name: file.name, size: formatFileSizeMb(file.size, locale) })}
            </Text>
          )}
          {check && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden="true" />}
              role="alert"
              data-code={checkCode}
            >
              {checkText(check)}
            </Alert>
          )}
          {isBusy && (
            <Stack gap={4}>
              <Text size="sm">
                {phase === 'preparing'
                  ? t(document.mustEncrypt ? 'upload.encrypting' : 'upload.reading')
                  : t('upload.progress', { percent: progress })}
              </Text>
              <Progress
                value={phase === 'uploading' ? progress : 0}
                animated={phase === 'preparing'}
                striped={phase === 'preparing'}
                size="lg"
                aria-label={t('upload.progressLabel')}
                data-testid="upload-progress"
              />
            </Stack>
          )}
          {failure !== null && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              <UploadErrorList error={failure} errorText={errorText} />
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={handleCancel}>
              {t('upload.cancel')}
            </Button>
            <Button
              onClick={handleUpload}
              disabled={!file || check !== null || phase === 'checking'}
              loading={isBusy}
            >
              {t('upload.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
