import { Alert, Stack, Text } from '@mantine/core';
import { badgeBarcodeText } from '@school/domain/utility/badge';
import { IconAlertTriangle, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BadgeBarcode } from './badge-barcode';
import { UtilityCard } from './utility-card';

/**
 * The badge (specification 000, section 9: "Barcode CODE39; registration number shown without
 * first character"): the bars, the number under them in large print, the person's name. Always
 * black on white, whatever the colour scheme, for the scanner at the canteen's till.
 */
export function BadgeCard({ registrationNumber, name }: { registrationNumber: string | null; name: string }) {
  const { t } = useTranslation('utility');
  const barcode = badgeBarcodeText(registrationNumber);
  return (
    <UtilityCard id="badge" title={t('badge.title')}>
      {barcode.kind === 'missing' ? (
        <Alert mt="md" color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          {t('badge.missing')}
        </Alert>
      ) : (
        <Stack
          gap="xs"
          mt="md"
          p="md"
          bg="#ffffff"
          c="#000000"
          style={{ borderRadius: 8 }}
          data-testid="badge"
        >
          {barcode.kind === 'ok' ? (
            <BadgeBarcode text={barcode.text} label={t('badge.barcodeLabel', { number: barcode.text })} />
          ) : (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
              {t('badge.unencodable', { characters: barcode.characters.join(' ') })}
            </Alert>
          )}
          <Text
            ta="center"
            fz={32}
            fw={700}
            ff="monospace"
            lh={1.2}
            style={{ letterSpacing: '0.12em', overflowWrap: 'anywhere' }}
            data-testid="badge-number"
          >
            {barcode.text}
          </Text>
          <Text ta="center" fz="lg" fw={500}>
            {name}
          </Text>
        </Stack>
      )}
      {barcode.kind === 'ok' && (
        <Text mt="sm" size="sm" c="dimmed">
          <IconSun size={16} aria-hidden="true" style={{ verticalAlign: '-3px', marginRight: 4 }} />
          {t('badge.hint')}
        </Text>
      )}
    </UtilityCard>
  );
}
