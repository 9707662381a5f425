import { SimpleGrid, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { StatusColour, StatusIcon, StatusIconName } from '@school/domain/candidate/status-bar';
import {
  IconCalendarEvent,
  IconCheck,
  IconClockHour4,
  IconCurrencyEuro,
  IconFileText,
  IconFlag,
  IconHourglassHigh,
  IconMinus,
  IconSchool,
  IconUser,
  IconX,
  type TablerIcon,
} from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { statusMessageKey } from '../utils/status-message';
import classes from './status-bar.module.css';

const SUBJECT_ICONS: Record<StatusIconName, TablerIcon> = {
  candidate: IconUser,
  documents: IconFileText,
  edition: IconCalendarEvent,
  enrolment: IconSchool,
  payment: IconCurrencyEuro,
  completed: IconFlag,
};

/** Fill, border (at least 3:1 on white) and the state's shape, per colour of section 4. */
const COLOURS: Record<StatusColour, { fill: string; border: string; badge: TablerIcon }> = {
  grey: { fill: 'gray.6', border: 'var(--mantine-color-gray-7)', badge: IconMinus },
  yellow: { fill: 'yellow.5', border: 'var(--mantine-color-yellow-9)', badge: IconClockHour4 },
  green: { fill: 'green.8', border: 'var(--mantine-color-green-9)', badge: IconCheck },
  red: { fill: 'red.8', border: 'var(--mantine-color-red-9)', badge: IconX },
};

/**
 * "Six-icon status bar: candidate, documents, edition, enrolment, payment, completed, each with a
 * phase message", coloured by the server with the rules of packages/domain (status-bar.ts). Each
 * icon says its name, its state in words and its message: the colour is never the only cue (a
 * badge shape and a text alternative repeat it). The edition's "wait" shows the timer icon.
 */
export function StatusBar({ icons }: { icons: readonly StatusIcon[] }) {
  const { t } = useTranslation('candidate');
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 2, xs: 3, lg: 6 }}
      spacing="xs"
      className={classes.bar}
      aria-label={t('statusBar.label')}
      data-testid="status-bar"
    >
      {icons.map((icon) => {
        const colour = COLOURS[icon.colour];
        const Subject = icon.variant === 'timer' ? IconHourglassHigh : SUBJECT_ICONS[icon.name];
        const Badge = colour.badge;
        return (
          <li
            key={icon.name}
            className={classes.item}
            data-icon={icon.name}
            data-colour={icon.colour}
            data-variant={icon.variant}
          >
            <span className={classes.icon} aria-hidden="true">
              <ThemeIcon
                size={52}
                radius="xl"
                color={colour.fill}
                autoContrast
                className={classes.circle}
                style={{ '--status-border': colour.border } as CSSProperties}
              >
                <Subject size={28} />
              </ThemeIcon>
              <ThemeIcon size={22} radius="xl" color={colour.fill} autoContrast className={classes.badge}>
                <Badge size={14} stroke={3} />
              </ThemeIcon>
            </span>
            <Text fw={700} size="sm">
              {t(`statusBar.icons.${icon.name}`)}
              <VisuallyHidden>
                {`: ${t(`statusBar.colours.${icon.colour}`)}${icon.variant === 'timer' ? `, ${t('statusBar.timer')}` : ''}.`}
              </VisuallyHidden>
            </Text>
            <Text size="sm" className={classes.message}>
              {t(statusMessageKey(icon.messageKey))}
            </Text>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
