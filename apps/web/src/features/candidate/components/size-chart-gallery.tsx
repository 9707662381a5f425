import { ActionIcon, Group, Text, Title } from '@mantine/core';
import { SIZE_CHART_IMAGE_COUNT } from '@school/domain/candidate/clothing';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './size-chart-gallery.module.css';

/** The size charts in apps/web/public/size-charts/, in the order of the gallery. */
export const SIZE_CHARTS = [
  'shoes',
  'bomber',
  'shirt',
  'jacket',
  'vest',
  'trousers',
  'polo',
  'how-to-measure',
] as const;

if (SIZE_CHARTS.length !== SIZE_CHART_IMAGE_COUNT)
  throw new Error('one size chart per image of the carousel');

/**
 * "A carousel of 8 size-chart images": a horizontal gallery with scroll snapping (touch swipe on a
 * phone, arrow keys once focused, previous/next buttons), images loaded lazily. Native scrolling
 * keeps it light and accessible without a carousel library.
 */
export function SizeChartGallery() {
  const { t } = useTranslation('candidate');
  const trackRef = useRef<HTMLUListElement>(null);

  const scrollBy = (direction: -1 | 1) => {
    const track = trackRef.current;
    const slide = track?.firstElementChild as HTMLElement | null | undefined;
    if (!track || !slide) return;
    track.scrollBy({ left: direction * (slide.offsetWidth + 16), behavior: 'smooth' });
  };

  return (
    <section aria-labelledby="size-charts-title">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h4" id="size-charts-title">
          {t('clothing.charts.title')}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => scrollBy(-1)}
            aria-label={t('clothing.charts.previous')}
          >
            <IconChevronLeft size={20} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => scrollBy(1)}
            aria-label={t('clothing.charts.next')}
          >
            <IconChevronRight size={20} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable gallery must be reachable by keyboard */}
      <ul className={classes.track} ref={trackRef} tabIndex={0} aria-label={t('clothing.charts.title')}>
        {SIZE_CHARTS.map((chart, index) => (
          <li
            key={chart}
            className={classes.slide}
            aria-label={t('clothing.charts.position', { index: index + 1, count: SIZE_CHARTS.length })}
          >
            <figure className={classes.figure}>
              <img
                className={classes.image}
                src={`/size-charts/${chart}.svg`}
                alt={t(`clothing.charts.alt.${chart}`)}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
              />
              <Text component="figcaption" size="sm" ta="center" mt={4}>
                {t(`clothing.charts.captions.${chart}`)}
              </Text>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
