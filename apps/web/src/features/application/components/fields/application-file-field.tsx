import { Alert, Button, Group, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ApplicationFile } from '@school/domain/application/contracts/get-state';
import type { UploadApplicationFileBody } from '@school/domain/application/contracts/upload-file';
import {
  APPLICATION_FILE_TYPES,
  type ApplicationFileKind,
  type ApplicationFileProblem,
  acceptedExtensions,
  applicationFileProblem,
} from '@school/domain/application/uploads';
import { FileNameSchema } from '@school/domain/candidate/contracts/upload-document';
import { formatFileSizeMb, UPLOAD_SNIFF_BYTES } from '@school/domain/candidate/documents';
import { IconAlertCircle, IconFileCheck, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../hooks/use-locale';
import { bytesToBase64 } from '../../../../lib/base64';
import { useErrorText } from '../../../../lib/error-text';
import { UploadErrorList } from '../../../../lib/upload-error';
import { uploadApplicationFile } from '../../api/upload-application-file';
import { useWizard } from '../wizard-context';

/** A file of the application as the step forms hold it: its name and size in bytes. */
export type ApplicationFileValue = { name: string; size: number };

export interface ApplicationFileFieldProps {
  kind: ApplicationFileKind;
  label: string;
  description?: ReactNode;
  required: boolean;
  value: ApplicationFileValue | null;
  onChange: (file: ApplicationFileValue | null) => void;
  /** The form's message for this field (e.g. "required" after Next). */
  error?: ReactNode;
  /** The form path (`form.getInputProps` gives it), so Next can focus the first field in error. */
  'data-path'?: string;
}

/**
 * The file a step shows at first: the one its saved values name, otherwise the one uploaded for
 * this application (an upload whose step was not saved yet), as `{ name, size }` only.
 */
export function initialFile(
  saved: { name: string; size: number } | null | undefined,
  files: readonly ApplicationFile[],
  kind: ApplicationFileKind,
): ApplicationFileValue | null {
  if (saved) return { name: saved.name, size: saved.size };
  const uploaded = files.find((file) => file.kind === kind);
  return uploaded ? { name: uploaded.fileName, size: uploaded.size } : null;
}

/** What the browser check found wrong with a chosen file (an error code of the `errors` namespace). */
interface FileProblem {
  code: ApplicationFileProblem | 'upload.invalidFileName';
  size: number;
}

type Phase = 'idle' | 'checking' | 'uploading';

/** Checks a chosen file in the browser: its name, then empty / type by content / size (uploads.ts). */
async function checkChosenFile(kind: ApplicationFileKind, file: File): Promise<FileProblem | null> {
  if (!FileNameSchema.safeParse(file.name).success)
    return { code: 'upload.invalidFileName', size: file.size };
  const firstBytes = new Uint8Array(await file.slice(0, UPLOAD_SNIFF_BYTES).arrayBuffer());
  const code = applicationFileProblem(kind, { name: file.name, size: file.size, firstBytes });
  return code ? { code, size: file.size } : null;
}

/**
 * A file of the application (CV, motivational letter, English certificate, identity document):
 * "CV required, max 4.5 MB ... accepted extensions pdf, docx, doc. Oversize shows the size in MB
 * and the DimensioniEccessive alert." A chosen file is checked in the browser (name, empty, type by
 * content, size) and, when it passes, uploaded at once with a progress bar that follows the bytes
 * sent; the field's value becomes the file the server stored. A refused file or a failed upload
 * leaves the previous value as it was.
 *
 * The native file input stays in the page (visually hidden, focusable, tied to the label), so a
 * keyboard or screen-reader user reaches it directly; the visible button opens it for pointer users.
 */
export function ApplicationFileField({
  kind,
  label,
  description,
  required,
  value,
  onChange,
  error,
  'data-path': dataPath,
}: ApplicationFileFieldProps) {
  const { t } = useTranslation('application');
  const locale = useLocale();
  const errorText = useErrorText();
  const { productCode } = useWizard();
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [isFocused, setFocused] = useState(false);
  const [uploadedName, setUploadedName] = useState<string | null>(null);

  // Leaving the step stops an upload under way.
  useEffect(() => () => abortRef.current?.abort(), []);

  const isBusy = phase !== 'idle';
  const types = APPLICATION_FILE_TYPES[kind].map((type) => type.toUpperCase()).join(', ');

  const handleChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    // Cleared, so choosing the same file again (after fixing it) is a change too.
    input.value = '';
    if (!file) return;
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setProblem(null);
    setFailure(null);
    setUploadedName(null);
    setProgress(0);
    setPhase('checking');
    try {
      const found = await checkChosenFile(kind, file);
      if (controller.signal.aborted) return;
      if (found) {
        setProblem(found);
        setPhase('idle');
        return;
      }
      const body: UploadApplicationFileBody = {
        fileName: file.name.trim(),
        contentBase64: bytesToBase64(new Uint8Array(await file.arrayBuffer())),
      };
      if (controller.signal.aborted) return;
      // "DimensioniEccessiveBuffer if encoded size exceeds": judged on what would be sent.
      const encoded = applicationFileProblem(kind, {
        name: body.fileName,
        size: file.size,
        base64Length: body.contentBase64.length,
      });
      if (encoded) {
        setProblem({ code: encoded, size: file.size });
        setPhase('idle');
        return;
      }
      setPhase('uploading');
      const response = await uploadApplicationFile(productCode, kind, body, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
      });
      abortRef.current = null;
      setProgress(100);
      setPhase('idle');
      setUploadedName(response.file.fileName);
      onChange({ name: response.file.fileName, size: response.file.size });
    } catch (caught) {
      if (controller.signal.aborted) return;
      abortRef.current = null;
      setFailure(caught);
      setPhase('idle');
    }
  };

  const handleCancel = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setPhase('idle');
    setProgress(0);
  };

  const handleRemove = () => {
    setProblem(null);
    setFailure(null);
    setUploadedName(null);
    onChange(null);
  };

  const problemText = (found: FileProblem): string =>
    found.code === 'upload.tooLarge'
      ? t('step5.file.tooLarge', { size: formatFileSizeMb(found.size, locale) })
      : errorText(found.code);

  const describedBy = [
    `${inputId}-description`,
    error ? `${inputId}-error` : null,
    problem || failure !== null ? `${inputId}-problem` : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Input.Wrapper
      id={inputId}
      label={label}
      // The asterisk of a required field is drawn by app/global.css from the input's `required`.
      withAsterisk={false}
      description={
        <>
          {description && <span style={{ display: 'block' }}>{description}</span>}
          <span style={{ display: 'block' }}>{t('step5.file.hint', { types })}</span>
        </>
      }
      error={error ? <span role="alert">{error}</span> : undefined}
    >
      <Stack gap="xs" mt="xs" pos="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={acceptedExtensions(kind)}
          onChange={handleChoose}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          disabled={isBusy}
          required={required}
          aria-invalid={Boolean(error) || problem !== null || failure !== null}
          aria-describedby={describedBy}
          data-path={dataPath}
          data-testid={`file-input-${kind}`}
          style={VISUALLY_HIDDEN}
        />
        {value && (
          <Paper withBorder p="xs" radius="sm" data-testid={`file-current-${kind}`}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconFileCheck size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {t('step5.file.current', { name: value.name, size: formatFileSizeMb(value.size, locale) })}
                </Text>
              </Group>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={handleRemove}
                disabled={isBusy}
                // Never squeezed by a long file name: the name wraps, the button keeps its word.
                style={{ flexShrink: 0 }}
                aria-label={t('step5.file.removeNamed', { name: value.name })}
              >
                {t('step5.file.remove')}
              </Button>
            </Group>
          </Paper>
        )}
        <Group gap="xs">
          <Button
            variant={value ? 'default' : 'light'}
            leftSection={<IconUpload size={18} aria-hidden="true" />}
            onClick={() => inputRef.current?.click()}
            disabled={isBusy}
            // The input itself is the control for keyboards and screen readers (see above).
            tabIndex={-1}
            aria-hidden="true"
            style={isFocused ? { outline: '2px solid var(--portal-focus)', outlineOffset: 2 } : undefined}
          >
            {value ? t('step5.file.replace') : t('step5.file.choose')}
          </Button>
          {phase === 'uploading' && (
            <Button
              variant="subtle"
              leftSection={<IconX size={16} aria-hidden="true" />}
              onClick={handleCancel}
            >
              {t('step5.file.cancel')}
            </Button>
          )}
        </Group>
        {isBusy && (
          <Stack gap={4}>
            <Text size="sm">
              {phase === 'checking'
                ? t('step5.file.checking')
                : t('step5.file.progress', { percent: progress })}
            </Text>
            <Progress
              value={phase === 'uploading' ? progress : 0}
              animated={phase === 'checking'}
              striped={phase === 'checking'}
              size="lg"
              aria-label={t('step5.file.progressLabel', { label })}
              data-testid={`file-progress-${kind}`}
            />
          </Stack>
        )}
        {problem && (
          <Alert
            id={`${inputId}-problem`}
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden="true" />}
            role="alert"
            data-code={problem.code}
          >
            {problemText(problem)}
          </Alert>
        )}
        {failure !== null && (
          <Alert
            id={`${inputId}-problem`}
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden="true" />}
            role="alert"
            data-code="upload-failed"
          >
            <UploadErrorList error={failure} errorText={errorText} />
          </Alert>
        )}
        <Text id={statusId} role="status" aria-live="polite" size="sm" c="teal.9">
          {uploadedName ? t('step5.file.uploaded', { name: uploadedName }) : ''}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}

/** Out of sight but in the accessibility tree and the tab order. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
