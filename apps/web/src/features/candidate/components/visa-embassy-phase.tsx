import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { embassyAppointmentBodySchema } from '@school/domain/candidate/contracts/update-visa';
import { formatDate } from '@school/domain/format/date';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/person-fields';
import { zodResolver } from '../../../lib/zod-resolver';
import { EditableVisaPhase, useVisaPhaseForm, type VisaPhaseProps } from './visa-phase-form';

interface EmbassyValues {
  appointmentDate: string;
  embassyName: string;
  embassyAddress: string;
  acceptance: boolean;
}

/**
 * Phase 1, embassy appointment: "needs embassy date (min today), name and address (forced
 * uppercase) and acceptance checked"; saving sets "Attesa visto ambasciata". Once saved it is
 * locked; Modifica re-opens it only while the appointment is not past.
 */
export function VisaEmbassyPhase(props: VisaPhaseProps) {
  const { visa, clock } = props;
  const { t } = useTranslation('candidate');
  const schema = embassyAppointmentBodySchema(clock.today);
  const phaseForm = useVisaPhaseForm<EmbassyValues>({
    initialValues: {
      appointmentDate: visa.embassyAppointmentDate ?? '',
      embassyName: visa.embassyName ?? '',
      embassyAddress: visa.embassyAddress ?? '',
      acceptance: visa.acceptance,
    },
    validate: zodResolver<EmbassyValues>(schema),
  });
  const { form, upper } = phaseForm;

  return (
    <EditableVisaPhase
      {...props}
      phase={1}
      phaseForm={phaseForm}
      toSave={(values) => ({ phase: 'embassy', body: schema.parse(values) })}
      canSave={schema.safeParse(form.values).success}
      details={[
        {
          id: 'appointmentDate',
          label: t('visa.fields.appointmentDate'),
          value: formatDate(visa.embassyAppointmentDate),
        },
        { id: 'embassyName', label: t('visa.fields.embassyName'), value: visa.embassyName ?? '' },
        { id: 'embassyAddress', label: t('visa.fields.embassyAddress'), value: visa.embassyAddress ?? '' },
        {
          id: 'acceptance',
          label: t('visa.fields.acceptanceShort'),
          value: visa.acceptance ? t('visa.yes') : t('visa.no'),
        },
      ]}
      pastText={t('visa.embassyPast')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField
          label={t('visa.fields.appointmentDate')}
          min={clock.today}
          required
          {...form.getInputProps('appointmentDate')}
        />
        <TextInput label={t('visa.fields.embassyName')} required {...upper('embassyName')} />
        <TextInput label={t('visa.fields.embassyAddress')} required {...upper('embassyAddress')} />
      </SimpleGrid>
      <Checkbox
        label={t('visa.fields.acceptance')}
        required
        {...form.getInputProps('acceptance', { type: 'checkbox' })}
      />
    </EditableVisaPhase>
  );
}
