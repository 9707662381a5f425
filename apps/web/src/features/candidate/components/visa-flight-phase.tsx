import { SimpleGrid, TextInput } from '@mantine/core';
import { flightBodySchema } from '@school/domain/candidate/contracts/update-visa';
import { formatDateTime } from '@school/domain/format/date';
import { DATE_TIME_MAX } from '@school/domain/shared/limits';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '../../../lib/zod-resolver';
import { EditableVisaPhase, useVisaPhaseForm, type VisaPhaseProps } from './visa-phase-form';

interface FlightValues {
  arrival: string;
  airport: string;
  ticket: string;
}

/**
 * Phase 2, flight information: "Flight save needs arrival datetime (min today 00:00), airport and
 * ticket (uppercase)". Once saved it is locked; Modifica re-opens it only until the arrival time.
 */
export function VisaFlightPhase(props: VisaPhaseProps) {
  const { visa, clock } = props;
  const { t } = useTranslation('candidate');
  const schema = flightBodySchema(clock.today);
  const phaseForm = useVisaPhaseForm<FlightValues>({
    initialValues: {
      arrival: (visa.flightArrival ?? '').slice(0, 16),
      airport: visa.arrivalAirport ?? '',
      ticket: visa.flightTicket ?? '',
    },
    validate: zodResolver<FlightValues>(schema),
  });
  const { form, upper } = phaseForm;

  return (
    <EditableVisaPhase
      {...props}
      phase={2}
      phaseForm={phaseForm}
      toSave={(values) => ({ phase: 'flight', body: schema.parse(values) })}
      canSave={schema.safeParse(form.values).success}
      details={[
        { id: 'arrival', label: t('visa.fields.arrival'), value: formatDateTime(visa.flightArrival) },
        { id: 'airport', label: t('visa.fields.airport'), value: visa.arrivalAirport ?? '' },
        { id: 'ticket', label: t('visa.fields.ticket'), value: visa.flightTicket ?? '' },
      ]}
      pastText={t('visa.flightPast')}
    >
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
    </EditableVisaPhase>
  );
}
