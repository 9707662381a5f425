import { Text, ThemeIcon } from '@mantine/core';
import type { VisaPhase } from '@school/domain/candidate/visa';
import { IconCheck, IconLock } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './visa-phase-nav.module.css';

export type PhaseState = 'saved' | 'current' | 'open' | 'unreachable';

/**
 * The visa phases as a stepper: "Users may go back only to phases up to current", so phases after
 * the current one are shown locked and cannot be chosen. The chosen phase is `aria-current`.
 */
export function VisaPhaseNav({
  phases,
  selected,
  stateOf,
  onSelect,
}: {
  phases: readonly VisaPhase[];
  selected: VisaPhase;
  stateOf: (phase: VisaPhase) => PhaseState;
  onSelect: (phase: VisaPhase) => void;
}) {
  const { t } = useTranslation('candidate');
  return (
    <nav aria-label={t('visa.phasesLabel')}>
      <ol className={classes.list} style={{ '--phase-count': phases.length } as CSSProperties}>
        {phases.map((phase) => {
          const state = stateOf(phase);
          return (
            <li key={phase}>
              <button
                type="button"
                className={classes.step}
                disabled={state === 'unreachable'}
                aria-current={phase === selected ? 'step' : undefined}
                onClick={() => onSelect(phase)}
                data-phase={phase}
                data-state={state}
              >
                <ThemeIcon
                  size={32}
                  radius="xl"
                  variant={state === 'saved' || phase === selected ? 'filled' : 'default'}
                  color={state === 'saved' ? 'green.8' : undefined}
                  aria-hidden="true"
                >
                  {state === 'saved' ? (
                    <IconCheck size={18} />
                  ) : state === 'unreachable' ? (
                    <IconLock size={16} />
                  ) : (
                    <Text fw={700} size="sm" inherit>
                      {phase}
                    </Text>
                  )}
                </ThemeIcon>
                <span className={classes.label}>
                  <Text fw={700} size="sm">
                    {t('visa.phase', { phase })} · {t(`visa.phases.${phase}.short`)}
                  </Text>
                  <Text size="xs">{t(`visa.phaseStates.${state}`)}</Text>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
