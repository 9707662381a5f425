import { Anchor, Card, Group, Input, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import { UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import {
  acceptAttribute,
  formatFileSizeMb,
  formatUploadLimit,
  type UploadProblem,
} from '@school/domain/shared/uploads';
import type { ExamSlug, ThesisUploadedFile } from '@school/domain/thesis/contracts/thesis';
import { THESIS_FILE_TYPES, type ThesisFileKind } from '@school/domain/thesis/thesis';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../components/file-picker';
import { useLocale } from '../../../hooks/use-locale';
import { UploadStatus } from '../../../lib/upload-status';
import { useUpload } from '../../../lib/use-upload';
import { thesisKeys } from '../api/thesis-keys';
import { uploadThesisFile } from '../api/upload-thesis-file';
import classes from './thesis.module.css';

export interface ThesisFileRowProps {
  exam: ExamSlug;
  kind: ThesisFileKind;
  file: ThesisUploadedFile | null;
  /** Deadline_caricamento_Tesi__c or Deadline_caricamento_Dossier__c. */
  deadline: string | null;
  /** The server's `thesisUploadOpen` / `dossierUploadOpen`: the deadline day itself is open. */
  open: boolean;
}

/**
 * The thesis file row and the dossier row (specification 001, section 2; section 4 "Dossier
 * upload is blocked after its deadline; thesis upload after its deadline"): the deadline, the file
 * uploaded (downloadable by its owner), and while open a file input that uploads at once through
 * the one upload path (pdf, docx, doc under 4,5 MB). The three upload problems are told in the
 * portal's texts (DimensioniEccessive, DimensioniEccessiveBuffer, FileVuoto; decision 45).
 */
export function ThesisFileRow({ exam, kind, file, deadline, open }: ThesisFileRowProps) {
  const { t } = useTranslation('thesis');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const upload = useUpload();
  const inputId = useId();
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const title = t(`files.${kind}.title`);

  const problemText = (problem: UploadProblem) => t(`files.problems.${problem}`);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0] ?? null;
    // Cleared, so choosing the same file again (after fixing it) is a change too.
    input.value = '';
    if (!chosen) return;
    setUploadedName(null);
    const thesis = await upload.upload(chosen, {
      allowed: THESIS_FILE_TYPES,
      send: (body, options) => uploadThesisFile(exam, kind, body, options),
    });
    if (!thesis) return;
    queryClient.setQueryData(thesisKeys.thesis(exam), thesis);
    setUploadedName(chosen.name);
  };

  return (
    <Card withBorder padding="md" data-file-row={kind}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm">
          {deadline ? t('files.deadline', { date: formatDate(deadline) }) : t('files.noDeadline')}
        </Text>
        {file ? (
          <Group gap="xs" wrap="nowrap">
            <IconDownload size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Anchor href={file.downloadUrl} download={file.fileName} size="sm" className={classes.fileName}>
              {t('files.current', { name: file.fileName, size: formatFileSizeMb(file.size, locale) })}
            </Anchor>
          </Group>
        ) : (
          <Text size="sm" c="gray.7">
            {t('files.none')}
          </Text>
        )}
        {open ? (
          <Input.Wrapper
            id={inputId}
            label={file ? t('files.replace') : t('files.choose')}
            description={t('files.accepted', {
              types: THESIS_FILE_TYPES.map((type) => type.toUpperCase()).join(', '),
              max: formatUploadLimit(UPLOAD_MAX_BYTES, locale),
            })}
          >
            <FilePicker
              id={inputId}
              accept={acceptAttribute(THESIS_FILE_TYPES)}
              onChange={choose}
              disabled={upload.isBusy}
              data-testid={`file-input-${kind}`}
            />
          </Input.Wrapper>
        ) : (
          <Text size="sm" c="red.9" data-testid={`file-closed-${kind}`}>
            {t('files.closed')}
          </Text>
        )}
        <UploadStatus state={upload.state} label={title} problemText={problemText} />
        <Text role="status" aria-live="polite" size="sm" c="teal.9">
          {uploadedName ? t('files.uploaded', { name: uploadedName }) : ''}
        </Text>
      </Stack>
    </Card>
  );
}
