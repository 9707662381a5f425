import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UtilityCard } from './utility-card';

/**
 * The PIN (Pin__c), hidden until "Mostra PIN" is pressed: the badge is shown in a queue, the PIN
 * is typed on a keypad; one press reveals it, and it is hidden again whenever the page is left
 * (decision 37).
 */
export function PinCard({ pin }: { pin: string | null }) {
  const { t } = useTranslation('utility');
  const [isShown, setShown] = useState(false);
  return (
    <UtilityCard id="pin" title={t('pin.title')}>
      {pin === null ? (
        <Text mt="md">{t('pin.missing')}</Text>
      ) : (
        <Group mt="md" justify="space-between" wrap="wrap" gap="sm">
          <Text
            fz={32}
            fw={700}
            ff="monospace"
            style={{ letterSpacing: '0.3em' }}
            aria-live="polite"
            data-testid="pin-value"
          >
            {isShown ? (
              pin
            ) : (
              <>
                <span aria-hidden="true">{'•'.repeat(pin.length)}</span>
                <VisuallyHidden>{t('pin.hiddenLabel')}</VisuallyHidden>
              </>
            )}
          </Text>
          <Button
            variant="light"
            leftSection={
              isShown ? <IconEyeOff size={18} aria-hidden="true" /> : <IconEye size={18} aria-hidden="true" />
            }
            aria-pressed={isShown}
            onClick={() => setShown((shown) => !shown)}
          >
            {isShown ? t('pin.hide') : t('pin.show')}
          </Button>
        </Group>
      )}
    </UtilityCard>
  );
}
