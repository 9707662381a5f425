import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { StaffTicketCategory, TicketCategoryBody } from '@school/domain/tickets/contracts/staff-tickets';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorText } from '../../../lib/error-text';
import { StaffPage } from '../components/staff-page';
import { useDeleteTicketCategory, useSaveTicketCategory, useStaffTicketCategories } from './staff-tickets';

const EMPTY: TicketCategoryBody = {
  name: '',
  nameEn: '',
  description: '',
  descriptionEn: '',
  operatorEmail1: '',
  operatorEmail2: '',
  isHousing: false,
  isActive: true,
};

function CategoryForm({ category, onClose }: { category: StaffTicketCategory | null; onClose: () => void }) {
  const { t } = useTranslation('tickets');
  const errorText = useErrorText();
  const save = useSaveTicketCategory();
  const [values, setValues] = useState<TicketCategoryBody>(
    category
      ? {
          name: category.name,
          nameEn: category.nameEn,
          description: category.description,
          descriptionEn: category.descriptionEn,
          operatorEmail1: category.operatorEmail1,
          operatorEmail2: category.operatorEmail2,
          isHousing: category.isHousing,
          isActive: category.isActive,
        }
      : EMPTY,
  );
  const text = (key: keyof TicketCategoryBody) => ({
    value: values[key] as string,
    onChange: (event: { currentTarget: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.currentTarget.value })),
  });
  const fields = (save.error as { fields?: Record<string, string> } | null)?.fields ?? {};
  const fieldError = (key: string) => (fields[key] ? errorText(fields[key]) : undefined);

  return (
    <Stack gap="sm">
      <TextInput label={t('staff.categories.name')} required {...text('name')} error={fieldError('name')} />
      <TextInput
        label={t('staff.categories.nameEn')}
        required
        {...text('nameEn')}
        error={fieldError('nameEn')}
      />
      <Textarea label={t('staff.categories.description')} rows={2} {...text('description')} />
      <Textarea label={t('staff.categories.descriptionEn')} rows={2} {...text('descriptionEn')} />
      <TextInput
        label={t('staff.categories.operatorEmail1')}
        type="email"
        {...text('operatorEmail1')}
        error={fieldError('operatorEmail1')}
      />
      <TextInput
        label={t('staff.categories.operatorEmail2')}
        type="email"
        {...text('operatorEmail2')}
        error={fieldError('operatorEmail2')}
      />
      <Checkbox
        label={t('staff.categories.isHousing')}
        checked={values.isHousing}
        onChange={(event) => setValues((current) => ({ ...current, isHousing: event.currentTarget.checked }))}
      />
      <Checkbox
        label={t('staff.categories.isActive')}
        checked={values.isActive}
        onChange={(event) => setValues((current) => ({ ...current, isActive: event.currentTarget.checked }))}
      />
      {save.error && (
        <Alert color="red.9" role="alert">
          {errorText(save.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('staff.categories.cancel')}
        </Button>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { id: category?.id ?? null, version: category?.version ?? null, body: values },
              { onSuccess: onClose },
            )
          }
        >
          {t('staff.categories.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The case categories (Interventi): labels and descriptions in Italian and English, operators, ishousing. */
export default function TicketCategoriesPage() {
  const { t } = useTranslation('tickets');
  const errorText = useErrorText();
  const categories = useStaffTicketCategories();
  const remove = useDeleteTicketCategory();
  const [editing, setEditing] = useState<StaffTicketCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffTicketCategory | null>(null);

  return (
    <StaffPage
      title={t('staff.categories.title')}
      intro={t('staff.categories.intro')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('staff.categories.add')}
        </Button>
      }
    >
      {(categories.error ?? remove.error) && (
        <Alert color="red.9" role="alert">
          {errorText(categories.error ?? remove.error)}
        </Alert>
      )}
      {categories.data?.categories.length === 0 && <Text>{t('staff.categories.empty')}</Text>}
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('staff.categories.tableLabel')}
      >
        {categories.data?.categories.map((category) => (
          <Paper key={category.id} withBorder p="sm" radius="md" component="li">
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Group gap="xs">
                  <Text fw={600}>{category.name}</Text>
                  <Text c="gray.7">/ {category.nameEn}</Text>
                  {category.isHousing && <Badge color="grape.9">{t('staff.categories.housing')}</Badge>}
                  {!category.isActive && <Badge color="gray.7">{t('staff.categories.inactive')}</Badge>}
                </Group>
                {category.description && <Text size="sm">{category.description}</Text>}
                <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {[category.operatorEmail1, category.operatorEmail2].filter(Boolean).join(', ')} ·{' '}
                  {t('staff.categories.tickets', { count: category.ticketCount })}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button variant="light" size="compact-sm" onClick={() => setEditing(category)}>
                  {t('staff.categories.edit')}
                </Button>
                {category.ticketCount === 0 && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    onClick={() => setDeleting(category)}
                  >
                    {t('staff.categories.delete')}
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' || editing === null
            ? t('staff.categories.addTitle')
            : t('staff.categories.editTitle', { name: editing.name })
        }
        centered
      >
        {editing !== null && (
          <CategoryForm category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('staff.categories.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('staff.categories.deleteText')}
        confirmLabel={t('staff.categories.delete')}
        cancelLabel={t('staff.categories.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate({ id: deleting.id, version: deleting.version });
          setDeleting(null);
        }}
      />
    </StaffPage>
  );
}
