import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { DOCUMENT_REASON_MAX } from '@school/domain/staff/contracts/review-document';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The reasons offered first; "other" asks for the reason in words. */
export const REJECT_REASONS = ['unreadable', 'expired', 'wrongDocument', 'incomplete', 'other'] as const;
type Reason = (typeof REJECT_REASONS)[number];

/**
 * Reject with a reason: one of a short list or free text. The first reason is chosen, so Enter
 * confirms at once; the reason sent is its text in the console's language.
 */
export function RejectDialog({
  opened,
  documentName,
  pending,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  documentName: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tc } = useTranslation('common');
  const [choice, setChoice] = useState<Reason>('unreadable');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = choice === 'other' ? other.trim() : t(`documents.reasons.${choice}`);
    if (!reason) {
      setError(t('documents.reasonRequired'));
      return;
    }
    onConfirm(reason);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('documents.rejectTitle', { name: documentName })}
      closeButtonProps={{ 'aria-label': tc('close') }}
      // The page puts the focus back on the document it shows (the next one after a decision).
      returnFocus={false}
    >
      <form onSubmit={submit}>
        <Stack>
          <Radio.Group
            label={t('documents.reason')}
            value={choice}
            onChange={(value) => {
              setChoice(value as Reason);
              setError(null);
            }}
          >
            <Stack gap="xs" mt="xs">
              {REJECT_REASONS.map((reason) => (
                <Radio
                  key={reason}
                  value={reason}
                  label={t(`documents.reasons.${reason}`)}
                  data-autofocus={reason === choice ? true : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
          {choice === 'other' && (
            <Textarea
              label={t('documents.otherReason')}
              value={other}
              maxLength={DOCUMENT_REASON_MAX}
              onChange={(event) => setOther(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) submit(event);
              }}
              error={error}
              required
              autosize
              minRows={2}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('documents.cancel')}
            </Button>
            <Button type="submit" color="red" loading={pending}>
              {t('documents.rejectConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
