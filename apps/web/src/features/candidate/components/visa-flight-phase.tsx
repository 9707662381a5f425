import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { flightBodySchema } from '@school/domain/candidate/contracts/update-visa';
import type { Visa } from '@school/domain/candidate/visa';
import { canModifyPhase, isVisaPhaseSaved } from '@school/domain/candidate/visa';
import { formatDateTime } from '@school/domain/format/date';
import type { SchoolClock } from '@school/domain/shared/clock';
import { DATE_TIME_MAX, TEXT_MAX } from '@school/domain/shared/limits';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { fieldErrorsText, zodResolver } from '../../../lib/zod-resolver';
import { useUpdateVisa } from '../api/update-visa';
import { DetailsList } from './details-list';

interface FlightValues {
  arrival: string;
  airport: string;
  ticket: string;
}

/**
 * Phase 2, flight information: "Flight save needs arrival datetime (min today 00:00), airport and
 * ticket (uppercase)". Once saved it is locked; Modifica re-opens it only until the arrival time.
 */
export function VisaFlightPhase({
  visa,
  clock,
  onSaved,
}: {
  visa: Visa;
  clock: SchoolClock;
  onSaved: (visa: Visa) => void;
}) {
  const { t } = useTranslation('candidate');
  const errorText = useErrorText();
  const update = useUpdateVisa();
  const isSaved = isVisaPhaseSaved(visa, 2);
  const canModify = canModifyPhase(visa, 2, clock);
  const [isEditing, setIsEditing] = useState(!isSaved);
  const schema = flightBodySchema(clock.today);

  // Save waits until the form is valid: each field says what is wrong as soon as it is left.
  const form = useForm<FlightValues>({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: {
      arrival: (visa.flightArrival ?? '').slice(0, 16),
      airport: visa.arrivalAirport ?? '',
      ticket: visa.flightTicket ?? '',
    },
    validate: zodResolver<FlightValues>(schema),
  });

  const upper = (field: 'airport' | 'ticket') => ({
    ...form.getInputProps(field),
    maxLength: TEXT_MAX,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, event.currentTarget.value.toUpperCase()),
  });

  const handleSave = (values: FlightValues) => {
    update.mutate(
      { phase: 'flight', body: schema.parse(values) },
      {
        onSuccess: ({ visa: saved }) => {
          setIsEditing(false);
          onSaved(saved);
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(fieldErrorsText(error.fields));
        },
      },
    );
  };

  if (!isEditing) {
    return (
      <Stack gap="md">
        <DetailsList
          items={[
            { id: 'arrival', label: t('visa.fields.arrival'), value: formatDateTime(visa.flightArrival) },
            { id: 'airport', label: t('visa.fields.airport'), value: visa.arrivalAirport ?? '' },
            { id: 'ticket', label: t('visa.fields.ticket'), value: visa.flightTicket ?? '' },
          ]}
        />
        <Group>
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            disabled={!canModify}
            onClick={() => {
              update.reset();
              setIsEditing(true);
            }}
          >
            {t('visa.modify')}
          </Button>
          {!canModify && <Text size="sm">{t('visa.flightPast')}</Text>}
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit(handleSave)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label={t('visa.fields.arrival')}
            min={`${clock.today}T00:00`}
            max={DATE_TIME_MAX}
            required
            {...form.getInputProps('arrival')}
          />
          <TextInput label={t('visa.fields.airport')} required {...upper('airport')} />
          <TextInput label={t('visa.fields.ticket')} required {...upper('ticket')} />
        </SimpleGrid>
        {update.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {errorText(update.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!schema.safeParse(form.values).success}>
            {t('visa.save')}
          </Button>
          {isSaved && (
            <Button
              variant="default"
              onClick={() => {
                form.reset();
                setIsEditing(false);
              }}
            >
              {t('visa.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
