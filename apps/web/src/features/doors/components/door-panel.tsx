import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { DoorKey } from '@school/domain/doors/doors';
import { DOOR_KEYS, distanceMetres, doorReach, formatDistance } from '@school/domain/doors/doors';
import { IconAlertTriangle, IconCircleCheck, IconDoor, IconMapPinOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainList } from '../../../components/plain-list';
import { SectionCard } from '../../../components/section-card';
import { useLocale } from '../../../hooks/use-locale';
import { useErrorText } from '../../../lib/error-text';
import { useDoors } from '../api/list-doors';
import { openDoor } from '../api/open-door';
import { type Reading, usePosition } from '../hooks/use-position';

/** The section's anchor: the navbar's door icon links to /utility#porte. */
export const DOORS_ANCHOR = 'porte';

type Result = { kind: 'sent' } | { kind: 'error'; error: unknown };

/**
 * Porte (specification 000, sections 2, 4, 8 and 9): the distance to the gate, the changing room
 * and the inner changing room from the phone's position, each button enabled within 50 m (and a
 * reading accurate enough, decision 38) and disabled from the press until the answer. The server
 * decides again; its refusals are shown in the reader's language.
 */
export function DoorPanel() {
  const { t } = useTranslation('doors');
  const locale = useLocale();
  const errorText = useErrorText();
  const doors = useDoors();
  const position = usePosition();
  const [pending, setPending] = useState<ReadonlySet<DoorKey>>(new Set());
  const [results, setResults] = useState<Partial<Record<DoorKey, Result>>>({});
  const sectionRef = useRef<HTMLElement>(null);

  // Arriving from the navbar's door icon (/utility#porte): bring the section into view.
  useEffect(() => {
    if (window.location.hash === `#${DOORS_ANCHOR}`) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  const reading: Reading | null = position.status === 'located' ? position.reading : null;

  async function handleOpen(door: DoorKey) {
    if (!reading || pending.has(door)) return;
    setPending((current) => new Set(current).add(door));
    setResults((current) => ({ ...current, [door]: undefined }));
    try {
      await openDoor(door, reading);
      setResults((current) => ({ ...current, [door]: { kind: 'sent' } }));
    } catch (error) {
      setResults((current) => ({ ...current, [door]: { kind: 'error', error } }));
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(door);
        return next;
      });
    }
  }

  return (
    <SectionCard
      box="doors"
      titleId="doors-title"
      id={DOORS_ANCHOR}
      ref={sectionRef}
      style={{ scrollMarginTop: 72 }}
    >
      <Group gap="xs" wrap="nowrap">
        <IconDoor size={24} aria-hidden="true" />
        <Title order={2} size="h3" id="doors-title">
          {t('title')}
        </Title>
      </Group>
      <Text mt="xs" c="dimmed">
        {t('intro')}
      </Text>

      <Stack mt="md" gap="md">
        <div aria-live="polite">
          {position.status === 'unsupported' && (
            <Alert color="red" variant="light" icon={<IconMapPinOff size={20} aria-hidden="true" />}>
              {t('unsupported')}
            </Alert>
          )}
          {position.status === 'failed' && (
            <Alert color="orange" variant="light" icon={<IconMapPinOff size={20} aria-hidden="true" />}>
              {t('locationFailed')}
            </Alert>
          )}
          {position.status === 'locating' && (
            <Group gap="xs">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">{t('locating')}</Text>
            </Group>
          )}
          {reading && (
            <Text size="sm" c="dimmed" data-testid="doors-accuracy">
              {t('accuracy', { accuracy: formatDistance(reading.accuracy, locale) })}
            </Text>
          )}
        </div>

        {doors.isError ? (
          <Alert color="red" variant="light">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('loadFailed')}</Text>
              <Button size="xs" variant="light" onClick={() => void doors.refetch()}>
                {t('retry')}
              </Button>
            </Group>
          </Alert>
        ) : !doors.data ? (
          <Loader size="sm" aria-label={t('locating')} />
        ) : (
          <PlainList gap="sm">
            {DOOR_KEYS.map((key) => {
              const door = doors.data.items.find((d) => d.key === key);
              if (!door) return null;
              const metres = reading ? distanceMetres(reading, door) : null;
              const reach = reading && metres !== null ? doorReach(metres, reading.accuracy) : null;
              const isPending = pending.has(key);
              const result = results[key];
              return (
                <li key={key} data-door={key}>
                  <Group justify="space-between" wrap="wrap" gap="sm">
                    <div>
                      <Text fw={600}>{t(`door.${key}`)}</Text>
                      <Text size="sm" data-testid={`distance-${key}`}>
                        {metres === null
                          ? t('distanceUnknown')
                          : t('distance', { distance: formatDistance(metres, locale) })}
                      </Text>
                      {/* Whole sentences (a badge would capitalise and cut them on a phone). */}
                      {reach === 'tooFar' && (
                        <Text size="sm" c="dimmed" mt={4}>
                          {t('tooFar')}
                        </Text>
                      )}
                      {reach === 'inaccurate' && (
                        <Text size="sm" c="orange.9" mt={4}>
                          {t('inaccurate')}
                        </Text>
                      )}
                    </div>
                    <Button
                      leftSection={<IconDoor size={18} aria-hidden="true" />}
                      disabled={reach !== 'open' || isPending}
                      loading={isPending}
                      onClick={() => void handleOpen(key)}
                      aria-label={`${t('open')}: ${t(`door.${key}`)}`}
                    >
                      {isPending ? t('opening') : t('open')}
                    </Button>
                  </Group>
                  {result && (
                    <Alert
                      mt="xs"
                      variant="light"
                      color={result.kind === 'sent' ? 'green' : 'red'}
                      role={result.kind === 'sent' ? 'status' : 'alert'}
                      icon={
                        result.kind === 'sent' ? (
                          <IconCircleCheck size={20} aria-hidden="true" />
                        ) : (
                          <IconAlertTriangle size={20} aria-hidden="true" />
                        )
                      }
                    >
                      {result.kind === 'sent' ? t('sent') : errorText(result.error)}
                    </Alert>
                  )}
                </li>
              );
            })}
          </PlainList>
        )}
      </Stack>
    </SectionCard>
  );
}
