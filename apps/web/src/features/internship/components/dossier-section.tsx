import { Alert, Button, Group, Input, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime } from '@school/domain/format/date';
import type { InternshipResponse } from '@school/domain/internship/contracts/internship';
import { DOSSIER_FILE_TYPES, DOSSIER_MAX_BYTES } from '@school/domain/internship/stage';
import {
  acceptAttribute,
  formatFileSizeMb,
  formatUploadLimit,
  type UploadProblem,
} from '@school/domain/shared/uploads';
import { IconFileCheck, IconLock, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../components/file-picker';
import { useLocale } from '../../../hooks/use-locale';
import { UploadStatus } from '../../../lib/upload-status';
import { useUpload } from '../../../lib/use-upload';
import { internshipKeys } from '../api/internship-keys';
import { uploadDossier } from '../api/upload-dossier';

const TYPES = DOSSIER_FILE_TYPES.map((type) => `.${type}`).join(', ');

/**
 * The internship dossier of End of Stage: "shows the file name or 'No Internship Dossier
 * uploaded', a modify button, the note to upload a file under 4.5 MB, opens an upload modal";
 * "locked once the exam start date is earlier than today", and then says so, with the date.
 */
export function DossierSection({ area }: { area: InternshipResponse }) {
  const { t } = useTranslation('internship');
  const locale = useLocale();
  const [isOpen, setOpen] = useState(false);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const { dossier } = area;

  return (
    <Stack gap="sm" data-testid="dossier">
      <Title order={3} size="h4">
        {t('dossier.title')}
      </Title>
      <Paper withBorder p="sm" radius="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {dossier && <IconFileCheck size={20} aria-hidden="true" style={{ flexShrink: 0 }} />}
          <Text style={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="dossier-file">
            {dossier
              ? t('dossier.current', {
                  name: dossier.fileName,
                  size: formatFileSizeMb(dossier.size, locale),
                  date: formatDateTime(dossier.uploadedAt),
                })
              : t('dossier.none')}
          </Text>
        </Group>
      </Paper>
      <Text size="sm" c="gray.7">
        {t('dossier.note', { max: formatUploadLimit(DOSSIER_MAX_BYTES, locale), types: TYPES })}
      </Text>
      {area.dossierLocked && (
        <Alert
          color="gray"
          variant="light"
          icon={<IconLock aria-hidden="true" />}
          data-testid="dossier-locked"
        >
          {t('dossier.locked', { date: formatDate(area.examStartDate) })}
        </Alert>
      )}
      <Group>
        <Button
          variant={dossier ? 'default' : 'filled'}
          leftSection={<IconUpload size={18} aria-hidden="true" />}
          disabled={!area.canUploadDossier}
          onClick={() => {
            setUploadedName(null);
            setOpen(true);
          }}
        >
          {dossier ? t('dossier.modify') : t('dossier.upload')}
        </Button>
      </Group>
      <Text size="sm" c="teal.9" role="status" aria-live="polite">
        {uploadedName ? t('dossier.uploaded', { name: uploadedName }) : ''}
      </Text>
      <DossierUploadModal
        opened={isOpen}
        onClose={() => setOpen(false)}
        onUploaded={(name) => {
          setOpen(false);
          setUploadedName(name);
        }}
      />
    </Stack>
  );
}

/**
 * The upload modal: choose the file (checked at once by the one upload path: empty, type by
 * content, 4.5 MB), send it with its progress; the three problems in the stage's texts.
 */
function DossierUploadModal({
  opened,
  onClose,
  onUploaded,
}: {
  opened: boolean;
  onClose: () => void;
  onUploaded: (fileName: string) => void;
}) {
  const { t } = useTranslation(['internship', 'common']);
  const locale = useLocale();
  const inputId = useId();
  const queryClient = useQueryClient();
  const upload = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const isSending = upload.phase === 'preparing' || upload.phase === 'uploading';
  const max = formatUploadLimit(DOSSIER_MAX_BYTES, locale);

  const close = () => {
    upload.cancel();
    upload.clear();
    setFile(null);
    onClose();
  };

  const handleChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    upload.clear();
    if (chosen) await upload.check(chosen, DOSSIER_FILE_TYPES);
  };

  const handleUpload = async () => {
    if (!file || upload.refusal) return;
    const area = await upload.upload(file, { allowed: DOSSIER_FILE_TYPES, send: uploadDossier });
    if (!area) return;
    queryClient.setQueryData(internshipKeys.area, area);
    setFile(null);
    onUploaded(area.dossier?.fileName ?? file.name);
  };

  /** "File size exceeded the size limit", "unzipped file exceeds maximum", "The uploaded file seems to be empty". */
  const problemText = (problem: UploadProblem, size?: number) => {
    const text = t(`internship:dossier.problems.${problem}`);
    if (problem === 'FileVuoto' || size === undefined) return text;
    return `${text}. ${t('internship:dossier.reduce', { size: formatFileSizeMb(size, locale), max })}`;
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('internship:dossier.modalTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      closeOnClickOutside={!isSending}
      centered
    >
      <Stack gap="md">
        <Input.Wrapper
          id={inputId}
          label={t('internship:dossier.chooseFile')}
          description={t('internship:dossier.note', { max, types: TYPES })}
        >
          <FilePicker
            id={inputId}
            accept={acceptAttribute(DOSSIER_FILE_TYPES)}
            onChange={handleChoose}
            disabled={isSending}
            fileName={file?.name}
          />
        </Input.Wrapper>
        <UploadStatus
          state={upload.state}
          label={t('internship:dossier.title')}
          problemText={problemText}
          progressTestId="dossier-progress"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('internship:dossier.cancel')}
          </Button>
          <Button onClick={() => void handleUpload()} disabled={!file || !upload.canSend} loading={isSending}>
            {t('internship:dossier.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
