import { Button, Group, Input, Modal, Stack, Text } from '@mantine/core';
import { UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import { acceptAttribute, formatUploadLimit } from '@school/domain/shared/uploads';
import type { TicketAttachment } from '@school/domain/tickets/contracts/tickets';
import { TICKET_ATTACHMENT_TYPES } from '@school/domain/tickets/tickets';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../components/file-picker';
import { useLocale } from '../../../hooks/use-locale';
import { UploadStatus } from '../../../lib/upload-status';
import { useUpload } from '../../../lib/use-upload';
import { uploadAttachment } from '../api/upload-attachment';

/**
 * "Upload on a case row is allowed only while Status is not Closed": one file added to an open
 * case through the one upload path, with its progress; `onUploaded` shows the confirmation alert.
 */
export function AttachmentUploadDialog({
  ticket,
  onClose,
  onUploaded,
}: {
  ticket: { id: string; subject: string } | null;
  onClose: () => void;
  onUploaded: (attachment: TicketAttachment) => void;
}) {
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  const upload = useUpload();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const sending = upload.phase === 'preparing' || upload.phase === 'uploading';

  const close = () => {
    upload.cancel();
    upload.clear();
    setFile(null);
    onClose();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    if (chosen) await upload.check(chosen, TICKET_ATTACHMENT_TYPES);
    else upload.clear();
  };

  const send = async () => {
    if (!ticket || !file || upload.refusal) return;
    const saved = await upload.upload(file, {
      allowed: TICKET_ATTACHMENT_TYPES,
      send: (body, options) => uploadAttachment(ticket.id, body, options),
    });
    if (saved) {
      setFile(null);
      onUploaded(saved);
    }
  };

  return (
    <Modal
      opened={ticket !== null}
      onClose={close}
      title={ticket ? t('list.uploadFor', { subject: ticket.subject }) : ''}
      closeButtonProps={{ 'aria-label': t('upload.cancel') }}
      closeOnClickOutside={!sending}
      centered
    >
      <Stack gap="md">
        <Input.Wrapper
          label={t('upload.file')}
          description={t('form.attachmentsHint', { max: formatUploadLimit(UPLOAD_MAX_BYTES, locale) })}
          id={inputId}
        >
          <FilePicker
            id={inputId}
            accept={acceptAttribute(TICKET_ATTACHMENT_TYPES)}
            onChange={choose}
            disabled={sending}
          />
        </Input.Wrapper>
        {file && !upload.refusal && <Text size="sm">{file.name}</Text>}
        <UploadStatus state={upload.state} label={t('upload.label')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('upload.cancel')}
          </Button>
          <Button onClick={send} disabled={!file || !upload.canSend} loading={sending}>
            {t('upload.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
