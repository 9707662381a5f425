import { Anchor, Box, Stack, Text } from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import type { StageDestination } from '@school/domain/internship/contracts/internship';
import { destinationMapEmbedUrl, STAGE_MAP_FRAME_HEIGHT_PX } from '@school/domain/internship/stage';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/external-link';

/**
 * Destination (status 3 or more): "host company, place, tutor name, phone and e-mail, period from
 * and to, and an embedded map (frame height 400px) loaded by the destination address". The map is
 * Google Maps' keyless embed (decision 47), drawn only once the section has been opened
 * (`showMap`), with the portal's maps search link below it.
 */
export function DestinationSection({
  destination,
  showMap,
}: {
  destination: StageDestination;
  showMap: boolean;
}) {
  const { t } = useTranslation('internship');
  const none = t('destination.notSet');
  const { tutor } = destination;
  const embedUrl = destinationMapEmbedUrl(destination.addressLine);
  const period =
    destination.periodFrom || destination.periodTo
      ? t('destination.periodValue', {
          from: formatDate(destination.periodFrom) || none,
          to: formatDate(destination.periodTo) || none,
        })
      : none;

  return (
    <Stack gap="md">
      <Box component="dl" m={0} style={{ display: 'grid', gap: 'var(--mantine-spacing-xs)' }}>
        <Entry term={t('destination.hostCompany')}>{destination.hostCompany || none}</Entry>
        <Entry term={t('destination.place')}>{destination.addressLine || none}</Entry>
        <Entry term={t('destination.tutor')}>{tutor.name || none}</Entry>
        <Entry term={t('destination.phone')}>
          {tutor.phone ? (
            <Anchor href={`tel:${tutor.phone.replace(/[^\d+]/g, '')}`}>{tutor.phone}</Anchor>
          ) : (
            none
          )}
        </Entry>
        <Entry term={t('destination.email')}>
          {tutor.email ? (
            <Anchor href={`mailto:${tutor.email}`} style={{ overflowWrap: 'anywhere' }}>
              {tutor.email}
            </Anchor>
          ) : (
            none
          )}
        </Entry>
        <Entry term={t('destination.period')}>{period}</Entry>
      </Box>
      {embedUrl && showMap && (
        <iframe
          src={embedUrl}
          title={t('destination.mapTitle', { address: destination.addressLine })}
          width="100%"
          height={STAGE_MAP_FRAME_HEIGHT_PX}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          style={{ border: 0, display: 'block', width: '100%' }}
          data-testid="destination-map"
        />
      )}
      {destination.mapUrl && (
        <ExternalLink href={destination.mapUrl} fw={600}>
          {t('destination.openMap')}
        </ExternalLink>
      )}
    </Stack>
  );
}

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fw={600} size="sm">
        {term}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
