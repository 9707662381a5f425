import { Alert, Progress, Stack, Text } from '@mantine/core';
import { UPLOAD_MAX_BASE64_LENGTH, UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import { formatFileSizeMb, formatUploadLimit } from '@school/domain/shared/uploads';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../hooks/use-locale';
import { useErrorText } from './error-text';
import type { FileRefusal } from './upload';
import { UploadErrorList } from './upload-error';
import type { UploadState } from './use-upload';

export interface UploadStatusProps {
  /** The state of `useUpload`. */
  state: UploadState;
  /** What is uploaded, in the progress bar's name ("Upload progress: CV"). */
  label: string;
  /** The id of the alert, for the file input's `aria-describedby`. */
  alertId?: string;
  /** The text while the body is prepared (default: "Preparing the file..."). */
  preparingText?: string;
  /** A feature's text for a refusal code of its own (e.g. a document that cannot be encrypted). */
  refusalText?: (refusal: FileRefusal) => string | undefined;
  /**
   * A feature's own text for an upload problem, in the browser's check and in the server's
   * answer alike (e.g. the thesis files' three messages); the portal's texts otherwise.
   */
  problemText?: (code: string) => string | undefined;
  progressTestId?: string;
}

/**
 * What an upload shows under its file input, the same in every feature: the phase and a progress
 * bar while it runs; a refused file as an alert with its reason (an oversize file with its size in
 * MB and the limit, "4,5 MB": "Oversize shows the size in MB and the DimensioniEccessive alert");
 * a refused upload as the server's reasons, "Upload error list: alert of code: message".
 */
export function UploadStatus({
  state,
  label,
  alertId,
  preparingText,
  refusalText,
  problemText,
  progressTestId,
}: UploadStatusProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const portalErrorText = useErrorText();
  const errorText = (error: unknown) =>
    (typeof error === 'string' ? problemText?.(error) : undefined) ?? portalErrorText(error);
  const { phase, progress, refusal, failure } = state;

  const textOf = (found: FileRefusal): string => {
    const own = problemText?.(found.code);
    if (own) return own;
    if (found.code === 'upload.tooLarge')
      return t('upload.tooLarge', {
        size: formatFileSizeMb(found.size, locale),
        max: formatUploadLimit(UPLOAD_MAX_BYTES, locale),
      });
    if (found.code === 'upload.tooLargeEncoded')
      return t('upload.tooLargeEncoded', {
        size: formatFileSizeMb(found.size, locale),
        max: formatFileSizeMb(UPLOAD_MAX_BASE64_LENGTH, locale),
      });
    return refusalText?.(found) ?? errorText(found.code);
  };

  const phaseText =
    phase === 'checking'
      ? t('upload.checking')
      : phase === 'preparing'
        ? (preparingText ?? t('upload.reading'))
        : t('upload.progress', { percent: progress });

  return (
    <>
      {phase !== 'idle' && (
        <Stack gap={4}>
          <Text size="sm">{phaseText}</Text>
          <Progress
            value={phase === 'uploading' ? progress : 0}
            animated={phase !== 'uploading'}
            striped={phase !== 'uploading'}
            size="lg"
            aria-label={t('upload.progressLabel', { label })}
            data-testid={progressTestId}
          />
        </Stack>
      )}
      {refusal && (
        <ProblemAlert id={alertId} code={refusal.code}>
          {textOf(refusal)}
        </ProblemAlert>
      )}
      {failure !== null && (
        <ProblemAlert id={alertId} code="upload-failed">
          <UploadErrorList error={failure} errorText={errorText} />
        </ProblemAlert>
      )}
    </>
  );
}

function ProblemAlert({ id, code, children }: { id: string | undefined; code: string; children: ReactNode }) {
  return (
    <Alert
      id={id}
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      role="alert"
      data-code={code}
    >
      {children}
    </Alert>
  );
}
