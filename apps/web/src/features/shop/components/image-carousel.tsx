import { ActionIcon, Group, Modal, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ProductSheet } from '@school/domain/shop/contracts/shop';
import { IconChevronLeft, IconChevronRight, IconZoomIn } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from './product-image';
import classes from './shop.module.css';

/**
 * "image carousel with zoom": one image at a time with previous/next (round the ends), the
 * thumbnails, and the image enlarged in a dialog. Each image is named by the product and its place.
 */
export function ImageCarousel({ name, images }: { name: string; images: ProductSheet['images'] }) {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const [index, setIndex] = useState(0);
  const [isZoomed, setZoomed] = useState(false);
  const total = images.length;

  if (total === 0) return <ProductImage src={null} alt={t('sheet.noImage', { name })} iconSize={96} />;

  const shown = Math.min(index, total - 1);
  const current = images[shown];
  const altOf = (at: number) => t('sheet.image', { name, index: at + 1, total });
  const move = (step: number) => setIndex((shown + step + total) % total);

  return (
    <Stack gap="xs" role="group" aria-label={t('sheet.images')}>
      <UnstyledButton onClick={() => setZoomed(true)} style={{ position: 'relative' }} data-testid="zoom">
        <ProductImage src={current?.url ?? null} alt={altOf(shown)} iconSize={96} eager />
        <VisuallyHidden>{t('sheet.zoom')}</VisuallyHidden>
        <IconZoomIn
          size={28}
          aria-hidden="true"
          style={{ position: 'absolute', right: 8, bottom: 8, color: 'var(--mantine-color-gray-7)' }}
        />
      </UnstyledButton>
      {total > 1 && (
        <>
          <Group justify="center" gap="sm">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('sheet.previousImage')}
              onClick={() => move(-1)}
            >
              <IconChevronLeft size={18} aria-hidden="true" />
            </ActionIcon>
            <Text aria-live="polite" data-testid="image-position">
              {t('sheet.imageCount', { index: shown + 1, total })}
            </Text>
            <ActionIcon variant="default" size="lg" aria-label={t('sheet.nextImage')} onClick={() => move(1)}>
              <IconChevronRight size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
          <Group gap="xs" justify="center" wrap="wrap">
            {images.map((image, at) => (
              <UnstyledButton
                key={image.id}
                onClick={() => setIndex(at)}
                aria-label={altOf(at)}
                aria-pressed={at === shown}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  outline: at === shown ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                }}
              >
                <ProductImage src={image.url} alt="" className={classes.thumb} iconSize={24} />
              </UnstyledButton>
            ))}
          </Group>
        </>
      )}
      <Modal
        opened={isZoomed}
        onClose={() => setZoomed(false)}
        title={name}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': tc('close') }}
      >
        {current && <img src={current.url} alt={altOf(shown)} className={classes.zoomImage} />}
      </Modal>
    </Stack>
  );
}
