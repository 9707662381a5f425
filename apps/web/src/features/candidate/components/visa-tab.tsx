import { Alert, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  canGoToPhase,
  isVisaPhaseSaved,
  type Visa,
  type VisaPhase,
  visaPhase,
  visaPhases,
} from '@school/domain/candidate/visa';
import { schoolClock } from '@school/domain/shared/clock';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useVisa } from '../api/get-visa';
import { visaRecordTypeText, visaStatusText } from '../utils/value-labels';
import { VisaEmbassyPhase } from './visa-embassy-phase';
import { VisaFlightPhase } from './visa-flight-phase';
import { VisaOutcomePhase } from './visa-outcome-phase';
import { VisaPermitPhase } from './visa-permit-phase';
import { type PhaseState, VisaPhaseNav } from './visa-phase-nav';

/**
 * Visto: "phases: 1 embassy appointment, 2 flight info, 3 visa outcome, 4 permit appointments at
 * the school (only for record type Visto D)". The current phase is derived with `visaPhase`; the
 * candidate may look back at phases up to it, never ahead.
 */
export function VisaTab() {
  const { t } = useTranslation(['candidate', 'common']);
  const errorText = useErrorText();
  const visaQuery = useVisa();
  const [selected, setSelected] = useState<VisaPhase | null>(null);

  if (visaQuery.isPending) return <Loader aria-label={t('loading')} />;
  if (visaQuery.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(visaQuery.error)}
      </Alert>
    );
  }
  const visa = visaQuery.data.visa;
  if (!visa) return <Text>{t('visa.notEnabled')}</Text>;

  const clock = schoolClock(new Date());
  const current = visaPhase(visa);
  const phases = visaPhases(visa.recordType);
  const shown: VisaPhase = selected !== null && canGoToPhase(selected, current) ? selected : current;

  const stateOf = (phase: VisaPhase): PhaseState => {
    if (!canGoToPhase(phase, current)) return 'unreachable';
    if (phase === 4) return 'open'; // read-only: the school sets its dates
    if (isVisaPhaseSaved(visa, phase)) return 'saved';
    return phase === current ? 'current' : 'open';
  };

  const handleSaved = (saved: Visa) => {
    notifications.show({
      color: 'green.9',
      message: t('visa.saved'),
      closeButtonProps: { 'aria-label': t('common:close') },
    });
    setSelected(visaPhase(saved));
  };

  const panel = () => {
    const props = { visa, clock, onSaved: handleSaved };
    switch (shown) {
      case 1:
        return <VisaEmbassyPhase key={`1-${visa.embassyAppointmentDate}`} {...props} />;
      case 2:
        return <VisaFlightPhase key={`2-${visa.flightArrival}`} {...props} />;
      case 3:
        return <VisaOutcomePhase {...props} />;
      case 4:
        return <VisaPermitPhase visa={visa} />;
    }
  };

  return (
    <Stack gap="lg">
      <Group gap="sm">
        {visa.recordType && (
          <Badge variant="outline" color="gray.8" size="lg">
            {visaRecordTypeText(t, visa.recordType)}
          </Badge>
        )}
        {visa.status && (
          <Text data-testid="visa-status">
            {t('visa.status')}: <strong>{visaStatusText(t, visa.status)}</strong>
          </Text>
        )}
      </Group>
      <VisaPhaseNav phases={phases} selected={shown} stateOf={stateOf} onSelect={setSelected} />
      <section aria-labelledby="visa-phase-title">
        <Title order={3} size="h4" id="visa-phase-title" mb="sm">
          {t('visa.phase', { phase: shown })}: {t(`visa.phases.${shown}.title`)}
        </Title>
        {panel()}
      </section>
    </Stack>
  );
}
