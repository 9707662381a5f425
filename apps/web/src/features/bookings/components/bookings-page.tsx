import { Alert, Group, Select, Stack, Text } from '@mantine/core';
import {
  BOOKING_KIND_PARAM,
  type BookingKind,
  bookingRights,
  itemMonths,
  kindOfParam,
} from '@school/domain/bookings/bookings';
import type { BookingItem } from '@school/domain/bookings/contracts/items';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { useErrorText } from '../../../lib/error-text';
import { useMe } from '../../../lib/me';
import { type ItemAction, useChangeItem } from '../api/change-item';
import { useBookingItems } from '../api/list-items';
import { CalendarFeedCard } from './calendar-feed-card';
import { ItemsTable } from './items-table';

/** "novembre 2026" / "November 2026" for a YYYY-MM month. */
function monthLabel(month: string, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 15)));
}

type Outcome = { kind: 'done'; text: string } | { kind: 'error'; error: unknown } | null;

/**
 * /prenotazioni (specification 000, section 2 "Bookings home"; decision 42): the selector
 * (Seleziona, eventi, corsi, esami — esami only with exams enabled), then the items of the choice
 * with the month filter built from their dates, in order; Partecipo / Annulla / Completo with
 * "Confermi prenotazione?" and "Confermi annullamento?", one request per click, every refusal told
 * in the person's language; the waiting list; the private calendar address.
 */
export function BookingsPage() {
  const { t, i18n } = useTranslation('bookings');
  const { t: tc } = useTranslation('common');
  const errorText = useErrorText();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const rights = bookingRights(me.data?.user?.subject ?? null);
  const requested = kindOfParam(params.get('tipo'));
  const kind: BookingKind | null = requested && rights.kinds.includes(requested) ? requested : null;
  const month = params.get('mese');
  const query = useBookingItems(kind);
  const change = useChangeItem();
  const [confirming, setConfirming] = useState<{ item: BookingItem; action: 'book' | 'cancel' } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const organizerEmail = query.data?.organizerEmail ?? '';
  // The server's clock, moved on by the time since its answer: the buttons judge as it does.
  const now = new Date(
    query.data ? Date.parse(query.data.now) + (Date.now() - query.dataUpdatedAt) : Date.now(),
  );
  const items = query.data?.items ?? [];
  const months = itemMonths(items);
  const shownMonth = month && months.includes(month) ? month : null;
  const shown = shownMonth ? items.filter((item) => item.startsOn.startsWith(shownMonth)) : items;

  const setParam = (name: string, value: string | null) => {
    // What was said about an item of another kind is no longer on the page.
    if (name === 'tipo') setOutcome(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        if (name === 'tipo') next.delete('mese');
        return next;
      },
      { replace: true },
    );
  };

  const run = (item: BookingItem, action: ItemAction) => {
    setOutcome(null);
    change.mutate(
      { itemId: item.id, action },
      {
        onSuccess: () => setOutcome({ kind: 'done', text: t(`done.${action}`, { name: item.name }) }),
        onError: (error) => setOutcome({ kind: 'error', error }),
      },
    );
  };

  const onAction = (item: BookingItem, action: ItemAction) => {
    if (change.isPending) return;
    // "Cancelling a mandatory item is refused with alert 'Contatta l’organizzazione: {email}'."
    if (action === 'cancel' && item.isMandatory) {
      setOutcome({ kind: 'error', error: 'bookings.mandatory' });
      return;
    }
    if (action === 'book' || action === 'cancel') setConfirming({ item, action });
    else run(item, action);
  };

  if (me.isPending) return <PageLoader />;

  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="md">
        <Select
          label={t('selector.label')}
          placeholder={t('selector.placeholder')}
          data={rights.kinds.map((value) => ({ value, label: t(`selector.${value}`) }))}
          value={kind}
          onChange={(value) => setParam('tipo', value ? BOOKING_KIND_PARAM[value as BookingKind] : null)}
          allowDeselect
          clearable
          w={{ base: '100%', xs: 260 }}
        />
        {kind && months.length > 0 && (
          <Select
            label={t('month.label')}
            data={[
              { value: '', label: t('month.all') },
              ...months.map((value) => ({ value, label: monthLabel(value, i18n.language) })),
            ]}
            value={shownMonth ?? ''}
            onChange={(value) => setParam('mese', value || null)}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
        )}
      </Group>

      <div aria-live="polite">
        {outcome?.kind === 'done' && (
          <Alert
            color="green"
            role="status"
            withCloseButton
            onClose={() => setOutcome(null)}
            closeButtonLabel={tc('close')}
          >
            {outcome.text}
          </Alert>
        )}
        {outcome?.kind === 'error' && (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            onClose={() => setOutcome(null)}
            closeButtonLabel={tc('close')}
          >
            {errorText(outcome.error, { email: organizerEmail })}
          </Alert>
        )}
      </div>

      {kind &&
        (query.isPending ? (
          <Text>{t('loading')}</Text>
        ) : query.isError ? (
          <Alert color="red" role="alert">
            {errorText(query.error)}
          </Alert>
        ) : shown.length === 0 ? (
          <Text>{shownMonth ? t('emptyMonth') : t('empty')}</Text>
        ) : (
          <ItemsTable
            kind={kind}
            items={shown}
            booked={query.data.booked}
            now={now}
            busy={change.isPending}
            onAction={onAction}
          />
        ))}

      <CalendarFeedCard />

      <ConfirmDialog
        opened={confirming !== null}
        title={
          confirming
            ? t(confirming.action === 'book' ? 'confirm.titleBook' : 'confirm.titleCancel', {
                name: confirming.item.name,
              })
            : ''
        }
        text={confirming ? t(`confirm.${confirming.action}`) : ''}
        confirmLabel={t('confirm.yes')}
        cancelLabel={t('confirm.no')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) run(confirming.item, confirming.action);
          setConfirming(null);
        }}
      />
    </Stack>
  );
}
