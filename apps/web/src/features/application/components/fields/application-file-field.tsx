import { Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import type { ApplicationFile } from '@school/domain/application/contracts/get-state';
import { APPLICATION_FILE_TYPES, type ApplicationFileKind } from '@school/domain/application/uploads';
import { acceptAttribute, formatFileSizeMb } from '@school/domain/shared/uploads';
import { IconFileCheck, IconTrash, IconX } from '@tabler/icons-react';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../../components/file-picker';
import { useLocale } from '../../../../hooks/use-locale';
import { UploadStatus } from '../../../../lib/upload-status';
import { useUpload } from '../../../../lib/use-upload';
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

/**
 * A file of the application (CV, motivational letter, English certificate, identity document):
 * "CV required, max 4.5 MB ... accepted extensions pdf, docx, doc. Oversize shows the size in MB
 * and the DimensioniEccessive alert." A chosen file is checked in the browser (name, empty, type by
 * content, size) and, when it passes, uploaded at once with a progress bar that follows the bytes
 * sent; the field's value becomes the file the server stored. A refused file or a failed upload
 * leaves the previous value as it was.
 *
 * The file picker keeps the native input in the page (visually hidden, focusable, tied to the
 * label), so a keyboard or screen-reader user reaches it directly; its button opens it for pointer
 * users, in the page's language.
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
  const { productCode } = useWizard();
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const upload = useUpload();
  const [uploadedName, setUploadedName] = useState<string | null>(null);

  const types = APPLICATION_FILE_TYPES[kind].map((type) => type.toUpperCase()).join(', ');
  const hasProblem = upload.refusal !== null || upload.failure !== null;

  const handleChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    // Cleared, so choosing the same file again (after fixing it) is a change too.
    input.value = '';
    if (!file) return;
    setUploadedName(null);
    const response = await upload.upload(file, {
      allowed: APPLICATION_FILE_TYPES[kind],
      send: (body, options) => uploadApplicationFile(productCode, kind, body, options),
    });
    if (!response) return;
    setUploadedName(response.file.fileName);
    onChange({ name: response.file.fileName, size: response.file.size });
  };

  const handleRemove = () => {
    upload.clear();
    setUploadedName(null);
    onChange(null);
  };

  const describedBy = [
    `${inputId}-description`,
    error ? `${inputId}-error` : null,
    hasProblem ? `${inputId}-problem` : null,
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
      <Stack gap="xs" mt="xs">
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
                disabled={upload.isBusy}
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
          <FilePicker
            id={inputId}
            mt={0}
            variant={value ? 'default' : 'light'}
            accept={acceptAttribute(APPLICATION_FILE_TYPES[kind])}
            onChange={handleChoose}
            disabled={upload.isBusy}
            required={required}
            aria-invalid={Boolean(error) || hasProblem}
            aria-describedby={describedBy}
            data-path={dataPath}
            data-testid={`file-input-${kind}`}
          >
            {value ? t('step5.file.replace') : t('step5.file.choose')}
          </FilePicker>
          {upload.phase === 'uploading' && (
            <Button
              variant="subtle"
              leftSection={<IconX size={16} aria-hidden="true" />}
              onClick={upload.cancel}
            >
              {t('step5.file.cancel')}
            </Button>
          )}
        </Group>
        <UploadStatus
          state={upload.state}
          label={label}
          alertId={`${inputId}-problem`}
          progressTestId={`file-progress-${kind}`}
        />
        <Text id={statusId} role="status" aria-live="polite" size="sm" c="teal.9">
          {uploadedName ? t('step5.file.uploaded', { name: uploadedName }) : ''}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
