import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  type StaffTicketCategory,
  type TicketCategoryBody,
  TicketCategoryBodySchema,
} from '@school/domain/tickets/contracts/staff-tickets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton, useConfirmDelete } from '../../../components/console/list-page';
import { RecordForm, RecordModal, useRecordForm } from '../../../components/console/record-form';
import { ErrorAlert } from '../../../components/console/record-page';
import { StaffPage } from '../../../components/console/staff-page';
import { PlainList } from '../../../components/plain-list';
import { useDeleteTicketCategory } from './api/delete-ticket-category';
import { useStaffTicketCategories } from './api/list-staff-ticket-categories';
import { useSaveTicketCategory } from './api/save-ticket-category';

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
  const state = useRecordForm<TicketCategoryBody, StaffTicketCategory, unknown>({
    record: category,
    initialValues: category
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
    create: TicketCategoryBodySchema,
    update: TicketCategoryBodySchema,
    toBody: (values) => values,
    // The version goes beside the body (the address of a change), not in it.
    version: 'apart',
    variables: (body, record) => ({ id: record?.id ?? null, version: record?.version ?? null, body }),
    save: useSaveTicketCategory(),
    onSaved: onClose,
  });
  const { form } = state;

  return (
    <RecordForm
      state={state}
      saveLabel={t('staff.categories.save')}
      cancelLabel={t('staff.categories.cancel')}
      onCancel={onClose}
    >
      <TextInput label={t('staff.categories.name')} required {...form.getInputProps('name')} />
      <TextInput label={t('staff.categories.nameEn')} required {...form.getInputProps('nameEn')} />
      <Textarea label={t('staff.categories.description')} rows={2} {...form.getInputProps('description')} />
      <Textarea
        label={t('staff.categories.descriptionEn')}
        rows={2}
        {...form.getInputProps('descriptionEn')}
      />
      <TextInput
        label={t('staff.categories.operatorEmail1')}
        type="email"
        {...form.getInputProps('operatorEmail1')}
      />
      <TextInput
        label={t('staff.categories.operatorEmail2')}
        type="email"
        {...form.getInputProps('operatorEmail2')}
      />
      <Checkbox
        label={t('staff.categories.isHousing')}
        {...form.getInputProps('isHousing', { type: 'checkbox' })}
      />
      <Checkbox
        label={t('staff.categories.isActive')}
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </RecordForm>
  );
}

/** The case categories (Interventi): labels and descriptions in Italian and English, operators, ishousing. */
export default function TicketCategoriesPage() {
  const { t } = useTranslation('tickets');
  const categories = useStaffTicketCategories();
  const remove = useDeleteTicketCategory();
  const [editing, setEditing] = useState<StaffTicketCategory | 'new' | null>(null);
  const deletion = useConfirmDelete<StaffTicketCategory>({
    mutation: remove,
    title: (category) => t('staff.categories.deleteTitle', { name: category.name }),
    text: t('staff.categories.deleteText'),
    confirmLabel: t('staff.categories.delete'),
    cancelLabel: t('staff.categories.cancel'),
  });

  return (
    <StaffPage
      title={t('staff.categories.title')}
      intro={t('staff.categories.intro')}
      actions={<CreateButton onClick={() => setEditing('new')}>{t('staff.categories.add')}</CreateButton>}
    >
      {deletion.problem}
      <ErrorAlert error={categories.error} />
      {categories.data?.categories.length === 0 && <Text>{t('staff.categories.empty')}</Text>}
      <PlainList gap="sm" aria-label={t('staff.categories.tableLabel')}>
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
                    onClick={() => deletion.ask(category)}
                  >
                    {t('staff.categories.delete')}
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </PlainList>
      <RecordModal<StaffTicketCategory>
        editing={editing}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' || editing === null
            ? t('staff.categories.addTitle')
            : t('staff.categories.editTitle', { name: editing.name })
        }
      >
        {(category) => <CategoryForm category={category} onClose={() => setEditing(null)} />}
      </RecordModal>
      {deletion.dialog}
    </StaffPage>
  );
}
