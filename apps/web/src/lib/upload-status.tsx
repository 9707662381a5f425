import { Alert, Progress, Stack, Text } from '@mantine/core';
import { UPLOAD_MAX_BASE64_LENGTH, UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import {
  formatFileSizeMb,
  formatUploadLimit,
  type UploadProblem,
  uploadProblemName,
} from '@school/domain/shared/uploads';
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
   * A feature's own texts for the three problems (FileVuoto, DimensioniEccessive,
   * DimensioniEccessiveBuffer), found in the browser or told by the server; `size` is known for a
   * file refused in the browser.
   */
  problemText?: (problem: UploadProblem, size?: number) => string;
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
  const commonErrorText = useErrorText();
  const { phase, progress, refusal, failure } = state;
  // A server refusal of one of the three problems in the feature's own text, when it has one.
  const errorText = (error: unknown) => {
    const problem = typeof error === 'string' ? uploadProblemName(error) : null;
    return problem && problemText ? problemText(problem) : commonErrorText(error);
  };

  const textOf = (found: FileRefusal): string => {
    const problem = uploadProblemName(found.code);
    if (problem && problemText) return problemText(problem, found.size);
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
