import { Button, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The PIN (Pin__c), hidden until "Mostra PIN" is pressed: the badge is shown in a queue, the PIN
 * is typed on a keypad; one press reveals it, and it is hidden again whenever the page is left
 * (decision 37).
 */
export function PinCard({ pin }: { pin: string | null }) {
  const { t } = useTranslation('utility');
  const [isShown, setShown] = useState(false);
  return (
    <Card
      component="section"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby="utility-pin"
      data-box="pin"
    >
      <Title order={2} size="h3" id="utility-pin">
        {t('pin.title')}
      </Title>
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
    </Card>
  );
}
