import { Alert, Button, Group, Loader, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CLOTHING_ITEMS,
  type ClothingItem,
  type ClothingSelection,
  canConfirmClothing,
  offeredClothingItems,
  sortSizes,
} from '@school/domain/candidate/clothing';
import type {
  GetClothingResponse,
  UpdateClothingBody,
} from '@school/domain/candidate/contracts/update-clothing';
import { IconAlertCircle, IconCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useClothing } from '../api/get-clothing';
import { useUpdateClothing } from '../api/update-clothing';
import { DetailsList } from './details-list';
import { SizeChartGallery } from './size-chart-gallery';

function selectionOf(clothing: GetClothingResponse): ClothingSelection {
  return { ...clothing.sizes };
}

/** Only the offered items, each with its size: what PUT /api/candidate/clothing expects. */
function toBody(selection: ClothingSelection, items: readonly ClothingItem[]): UpdateClothingBody {
  const body: UpdateClothingBody = {};
  for (const item of items) {
    const size = selection[item]?.trim();
    if (size) body[item] = size;
  }
  return body;
}

/**
 * Abbigliamento: "Clothing tab: size selects per item plus a carousel of 8 size-chart images".
 * One select per offered item, sizes sorted by the domain ("10XS to 10XL; shoe sizes
 * numerically"); editable only when the server says so (canEditClothing); "Clothing confirm
 * enabled only when every size chosen"; success "Taglie aggiornate correttamente!".
 */
export function ClothingTab() {
  const { t } = useTranslation('candidate');
  const errorText = useErrorText();
  const clothingQuery = useClothing();
  const update = useUpdateClothing();
  const [selection, setSelection] = useState<ClothingSelection>({});
  const [isSaved, setIsSaved] = useState(false);

  const clothing = clothingQuery.data;
  useEffect(() => {
    if (clothing) setSelection(selectionOf(clothing));
  }, [clothing]);

  if (clothingQuery.isPending) return <Loader aria-label={t('loading')} />;
  if (clothingQuery.isError || !clothing) {
    return (
      <Alert color="red" variant="light">
        {errorText(clothingQuery.error)}
      </Alert>
    );
  }

  const items = offeredClothingItems(clothing.offer);
  const isEditable = clothing.isEditable;
  const canConfirm = isEditable && canConfirmClothing(selection, clothing.offer);

  const handleConfirm = () => {
    setIsSaved(false);
    update.mutate(toBody(selection, items), { onSuccess: () => setIsSaved(true) });
  };

  return (
    <Stack gap="lg">
      {isSaved && (
        <Alert color="green" variant="light" icon={<IconCheck aria-hidden="true" />} role="status">
          {t('clothing.success')}
        </Alert>
      )}
      {!isEditable && !isSaved && (
        <Alert variant="light" color="gray" icon={<IconLock aria-hidden="true" />} role="note">
          {clothing.formState === 'notOpen' ? t('clothing.notOpen') : t('clothing.locked')}
        </Alert>
      )}
      {items.length === 0 ? (
        <Text>{t('clothing.noItems')}</Text>
      ) : (
        <>
          {isEditable && <Text>{t('clothing.intro')}</Text>}
          {isEditable ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              {CLOTHING_ITEMS.filter((item) => items.includes(item)).map((item) => {
                const sizes = sortSizes(clothing.offer[item]);
                const current = selection[item] ?? '';
                return (
                  <NativeSelect
                    key={item}
                    label={t(`clothing.items.${item}`)}
                    required
                    value={current}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setSelection((previous) => ({ ...previous, [item]: value === '' ? null : value }));
                    }}
                    data={[
                      { value: '', label: t('clothing.choose') },
                      ...sizes.map((size) => ({ value: size, label: size })),
                      ...(current !== '' && !sizes.includes(current)
                        ? [{ value: current, label: current }]
                        : []),
                    ]}
                    data-item={item}
                  />
                );
              })}
            </SimpleGrid>
          ) : (
            // Locked: the sizes sent, readable (a disabled select would be too faint).
            <DetailsList
              placeholder={t('clothing.notChosen')}
              items={CLOTHING_ITEMS.filter((item) => items.includes(item)).map((item) => ({
                id: item,
                label: t(`clothing.items.${item}`),
                value: clothing.sizes[item] ?? '',
              }))}
            />
          )}
          {update.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {errorText(update.error)}
            </Alert>
          )}
          {isEditable && (
            <Group>
              <Button onClick={handleConfirm} disabled={!canConfirm} loading={update.isPending}>
                {t('clothing.confirm')}
              </Button>
              {!canConfirm && (
                <Text size="sm" c="dimmed">
                  {t('clothing.chooseAll')}
                </Text>
              )}
            </Group>
          )}
        </>
      )}
      <SizeChartGallery />
    </Stack>
  );
}
