import { Button, Group, Stack, Text } from '@mantine/core';
import { type BookingButton, bookingButton } from '@school/domain/bookings/bookings';
import type { BookingItem } from '@school/domain/bookings/contracts/items';
import { formatDateTime } from '@school/domain/format/date';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ItemAction } from '../api/change-item';

/** The label of the main button: Partecipo, Annulla or Completo. */
const MAIN_LABEL = { book: 'buttons.book', cancel: 'buttons.cancel', full: 'buttons.full' } as const;

/**
 * The buttons of one item (section 4 "Booking item") and the lines that say why one is disabled,
 * plus the waiting list (ours): join it on a full item, its place, the seat held for the person
 * with Accept and Decline.
 */
export function ItemActions({
  item,
  booked,
  now,
  busy,
  onAction,
}: {
  item: BookingItem;
  booked: ReadonlyArray<{ id: string; group: string }>;
  now: Date;
  busy: boolean;
  onAction: (item: BookingItem, action: ItemAction) => void;
}) {
  const { t } = useTranslation('bookings');
  const { t: te } = useTranslation('errors');
  const button: BookingButton = bookingButton({
    item,
    isBooked: item.booking !== null,
    booked,
    isWaiting: item.waiting !== null,
    isBusy: busy,
    now,
  });
  const reason =
    button.block === 'incompatible'
      ? te(item.kind === 'exam' ? 'bookings.examIncompatible' : 'bookings.incompatible')
      : button.block === 'notOpen'
        ? t('state.notOpen', { date: formatDateTime(item.opensAt) })
        : button.block === 'closed'
          ? t('state.closed')
          : null;

  if (item.waiting?.status === 'offered') {
    return (
      <Stack gap={6}>
        <Text size="sm" fw={600} c="teal.9">
          {t('state.offered', { date: formatDateTime(item.waiting.offerExpiresAt) })}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" color="teal.9" disabled={busy} onClick={() => onAction(item, 'accept')}>
            {t('buttons.accept')}
          </Button>
          <Button size="xs" variant="default" disabled={busy} onClick={() => onAction(item, 'decline')}>
            {t('buttons.decline')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap={6} align="flex-start">
      <Button
        size="xs"
        variant={button.action === 'cancel' ? 'outline' : 'filled'}
        color={button.action === 'cancel' ? 'red.9' : undefined}
        disabled={button.disabled}
        onClick={() => onAction(item, button.action === 'cancel' ? 'cancel' : 'book')}
        aria-label={`${t(MAIN_LABEL[button.action])}: ${item.name}`}
      >
        {t(MAIN_LABEL[button.action])}
      </Button>
      {reason && (
        <Text size="xs" c="dimmed" maw={220}>
          {reason}
        </Text>
      )}
      {item.waiting?.status === 'waiting' && (
        <>
          <Group gap={4} wrap="nowrap">
            <IconClockHour4 size={14} aria-hidden />
            <Text size="xs">{t('state.waiting', { position: item.waiting.position ?? 1 })}</Text>
          </Group>
          <Button size="compact-xs" variant="subtle" disabled={busy} onClick={() => onAction(item, 'leave')}>
            {t('buttons.leave')}
          </Button>
        </>
      )}
      {button.canJoinWaitingList && (
        <Button size="compact-xs" variant="light" disabled={busy} onClick={() => onAction(item, 'join')}>
          {t('buttons.join')}
        </Button>
      )}
    </Stack>
  );
}
