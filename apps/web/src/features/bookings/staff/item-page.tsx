import { Badge, Button, Group, Portal, Select, Stack, Text } from '@mantine/core';
import type { StaffBooking } from '@school/domain/bookings/contracts/staff-bookings';
import { formatDateTime } from '@school/domain/format/date';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PersonPicker, type PickedPerson, personName } from '../../../components/console/person-picker';
import { BackButton, Notices, RecordSection, RecordUnread } from '../../../components/console/record-page';
import { actionsColumn } from '../../../components/console/row-actions';
import { StaffPage } from '../../../components/console/staff-page';
import { StaffTable } from '../../../components/console/staff-table';
import { paths } from '../../../config/paths';
import { useBookFor } from './api/book-for';
import { bookingsCsvUrl } from './api/bookings-staff-urls';
import { useCancelBookingFor } from './api/cancel-booking-for';
import { useStaffItem } from './api/get-staff-item';
import { useMarkAttendance } from './api/mark-attendance';
import classes from './item-page.module.css';
import { itemWhen } from './items-page';

const nameOf = personName;

/**
 * One calendar item's bookings (Prenotazioni): who booked, by whom, their attendance (marked
 * here), the waiting list in turn; book for a person, cancel a person's booking (a mandatory one
 * too), the CSV and a printable sign-in sheet.
 */
export default function ItemPage() {
  const { t, i18n } = useTranslation('bookings');
  const { id = '' } = useParams();
  const detail = useStaffItem(id);
  const bookFor = useBookFor(id);
  const cancelFor = useCancelBookingFor(id);
  const mark = useMarkAttendance(id);
  const [message, setMessage] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<StaffBooking | null>(null);
  const error = bookFor.error ?? cancelFor.error ?? mark.error;

  if (detail.isPending || detail.isError) return <RecordUnread error={detail.error} color="red" />;
  const { item, bookings, waitingList } = detail.data;
  const facts = t('staff.detail.facts', { when: itemWhen(item), place: item.place || '—' });

  return (
    <StaffPage
      title={item.name}
      intro={facts}
      actions={
        <Group gap="xs">
          <BackButton to={`${paths.staff}/bookings`}>{t('staff.detail.back')}</BackButton>
          <Button
            component="a"
            href={bookingsCsvUrl(item.id, i18n.language)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('staff.detail.csv')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('staff.detail.print')}
          </Button>
        </Group>
      }
    >
      <Group gap="xs">
        <Badge variant="light">{t(`staff.kinds.${item.kind}`)}</Badge>
        <Badge variant="outline" color="gray.7">
          {t('staff.seats', { taken: item.occupation, max: item.capacityMax })}
        </Badge>
        <Badge variant="outline" color="gray.7">
          {t('staff.window', {
            opens: formatDateTime(item.opensAt),
            deadline: formatDateTime(item.deadline),
          })}
        </Badge>
        {item.isMandatory && (
          <Badge variant="outline" color="red.9">
            {t('state.mandatory')}
          </Badge>
        )}
      </Group>
      <Notices
        message={message}
        onClose={() => setMessage(null)}
        closeLabel={t('staff.close')}
        error={error}
        color="green"
        errorColor="red"
      />

      <BookForPerson
        pending={bookFor.isPending}
        onBook={(person) =>
          bookFor.mutate(person.id, {
            onSuccess: () => setMessage(t('staff.detail.booked', { name: nameOf(person) })),
          })
        }
      />

      <RecordSection id="bookings-title" title={t('staff.detail.bookings', { count: bookings.length })}>
        <StaffTable<StaffBooking, never>
          label={t('staff.detail.bookings', { count: bookings.length })}
          records={bookings}
          idAccessor="id"
          emptyText={t('staff.detail.noBookings')}
          columns={[
            {
              accessor: 'person',
              title: t('staff.detail.columns.person'),
              render: (booking) => (
                <>
                  <Text size="sm" fw={600}>
                    {nameOf(booking.person)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {booking.person.email}
                  </Text>
                </>
              ),
            },
            {
              accessor: 'registrationNumber',
              title: t('staff.detail.columns.registrationNumber'),
              render: (booking) => booking.person.registrationNumber ?? '',
            },
            {
              accessor: 'createdAt',
              title: t('staff.detail.columns.bookedAt'),
              render: (booking) => formatDateTime(booking.createdAt),
            },
            {
              accessor: 'bookedBy',
              title: t('staff.detail.columns.bookedBy'),
              render: (booking) => booking.bookedBy ?? t('staff.detail.bySelf'),
            },
            {
              accessor: 'attendance',
              title: t('staff.detail.columns.attendance'),
              render: (booking) => (
                <Select
                  aria-label={t('staff.detail.attendanceOf', { name: nameOf(booking.person) })}
                  size="xs"
                  w={130}
                  allowDeselect={false}
                  data={[
                    { value: 'none', label: t('staff.detail.attendance.none') },
                    { value: 'present', label: t('staff.detail.attendance.present') },
                    { value: 'absent', label: t('staff.detail.attendance.absent') },
                  ]}
                  value={booking.attendance ?? 'none'}
                  disabled={mark.isPending}
                  onChange={(value) =>
                    mark.mutate({
                      bookingId: booking.id,
                      body: {
                        attendance: value === 'present' || value === 'absent' ? value : null,
                        version: booking.version,
                      },
                    })
                  }
                />
              ),
            },
            actionsColumn<StaffBooking>(t('staff.detail.columns.actions'), (booking) => [
              {
                label: t('staff.cancel'),
                ariaLabel: t('staff.detail.cancelOf', { name: nameOf(booking.person) }),
                look: 'danger',
                onClick: () => setCancelling(booking),
              },
            ]),
          ]}
        />
      </RecordSection>

      <RecordSection id="waiting-title" title={t('staff.detail.waitingList', { count: waitingList.length })}>
        {waitingList.length === 0 ? (
          <Text>{t('staff.detail.noWaiting')}</Text>
        ) : (
          <Stack gap={4} component="ol" pl="lg" m={0}>
            {waitingList.map((entry) => (
              <li key={entry.id}>
                <Text size="sm">
                  <strong>{nameOf(entry.person)}</strong> · {entry.person.email} ·{' '}
                  {entry.status === 'offered'
                    ? t('staff.detail.offered', { date: formatDateTime(entry.offerExpiresAt) })
                    : `${t('staff.detail.waiting')} (${formatDateTime(entry.createdAt)})`}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </RecordSection>

      <Portal>
        <section className={classes.sheet} aria-hidden="true">
          <h1>{item.name}</h1>
          <p>{facts}</p>
          <table>
            <thead>
              <tr>
                <th>{t('staff.detail.columns.person')}</th>
                <th>{t('staff.detail.columns.registrationNumber')}</th>
                <th>{t('staff.detail.columns.signature')}</th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((booking) => (
                <tr key={booking.id}>
                  <td>{nameOf(booking.person)}</td>
                  <td>{booking.person.registrationNumber ?? ''}</td>
                  <td />
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Portal>

      <ConfirmDialog
        opened={cancelling !== null}
        title={t('staff.detail.cancelOf', { name: cancelling ? nameOf(cancelling.person) : '' })}
        text={t('staff.detail.cancelText', { name: cancelling ? nameOf(cancelling.person) : '' })}
        confirmLabel={t('staff.detail.cancelOf', { name: cancelling ? nameOf(cancelling.person) : '' })}
        cancelLabel={t('staff.close')}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          const target = cancelling;
          setCancelling(null);
          if (target) {
            cancelFor.mutate(target.id, {
              onSuccess: () => setMessage(t('staff.detail.cancelled', { name: nameOf(target.person) })),
            });
          }
        }}
      />
    </StaffPage>
  );
}

/** Find a person (name, e-mail, registration number) and book the item for them. */
function BookForPerson({ pending, onBook }: { pending: boolean; onBook: (person: PickedPerson) => void }) {
  const { t } = useTranslation('bookings');
  const [person, setPerson] = useState<PickedPerson | null>(null);
  return (
    <RecordSection id="book-for-title" title={t('staff.detail.bookFor')}>
      <Group align="flex-end" gap="sm">
        <PersonPicker
          label={t('staff.detail.personSearch')}
          placeholder={t('staff.detail.personPlaceholder')}
          onChange={setPerson}
        />
        <Button disabled={!person} loading={pending} onClick={() => person && onBook(person)}>
          {t('staff.detail.bookButton')}
        </Button>
      </Group>
    </RecordSection>
  );
}
