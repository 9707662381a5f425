import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffDateInput } from '../../../components/console/staff-date-input';

/** The document types the secretariat asks for most (Tipo_Documento__c); any other can be typed. */
export const REQUESTED_TYPES = [
  'IT_Passaporto',
  'IT_Carta_Identita',
  'IT_Diploma',
  'IT_Codice_Fiscale',
  'IT_Foto',
];

/** Ask the candidate for a new document: its type, its name and a due date. */
export function RequestDocumentDialog({
  opened,
  candidateName,
  pending,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  candidateName: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (body: { type: string; name: string; dueDate: string | null }) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tc } = useTranslation('common');
  const [type, setType] = useState(REQUESTED_TYPES[0] as string);
  const [name, setName] = useState('');
  const [dueDate, setDueDate] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typeName = type.trim();
    if (!typeName) return;
    onConfirm({
      type: typeName,
      name: name.trim() || typeName.replace(/^[^_]*_/, '').replace(/_/g, ' '),
      dueDate: dueDate || null,
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('documents.requestTitle', { name: candidateName })}
      closeButtonProps={{ 'aria-label': tc('close') }}
      // The page puts the focus back on the document it shows (the next one after a decision).
      returnFocus={false}
    >
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('documents.requestType')}
            description={t('documents.requestTypeHint')}
            value={type}
            onChange={(event) => setType(event.currentTarget.value)}
            list="staff-document-types"
            required
            data-autofocus
          />
          <datalist id="staff-document-types">
            {REQUESTED_TYPES.map((value) => (
              <option key={value} value={value} />
            ))}
          </datalist>
          <TextInput
            label={t('documents.requestName')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <StaffDateInput label={t('documents.requestDue')} value={dueDate} onChange={setDueDate} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('documents.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('documents.requestConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
