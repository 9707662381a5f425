import { Anchor, Badge, Card, Group, Table, Text } from '@mantine/core';
import type { Lesson } from '@school/domain/elearning/contracts/lessons';
import { formatPlaybackTime, isLessonFinished, resumePosition } from '@school/domain/elearning/lessons';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainList } from '../../../components/plain-list';

/** "Riprendi da 12:34", "Completata" or "Da iniziare". */
function LessonProgressText({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('elearning');
  const resume = resumePosition(lesson.progress);
  if (resume !== null) {
    return (
      <Badge variant="light" color="blue" style={{ textTransform: 'none' }}>
        {t('progress.resumeAt', { time: formatPlaybackTime(resume) })}
      </Badge>
    );
  }
  if (lesson.progress && isLessonFinished(lesson.progress.positionSeconds, lesson.progress.durationSeconds)) {
    return (
      <Badge variant="light" color="green" style={{ textTransform: 'none' }}>
        {t('progress.finished')}
      </Badge>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {t('progress.notStarted')}
    </Text>
  );
}

/**
 * "eLearning: table of lessons (titolo, tipo); selecting one opens an embedded video": a table on
 * larger screens, a list of cards on a phone; each lesson shows where the student stopped.
 */
export function LessonsTable({ lessons, onOpen }: { lessons: Lesson[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation('elearning');
  if (lessons.length === 0) return <Text>{t('table.empty')}</Text>;
  return (
    <>
      <Table visibleFrom="sm" striped highlightOnHover withTableBorder verticalSpacing="sm">
        <Table.Caption>{t('table.label')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.title')}</Table.Th>
            <Table.Th scope="col">{t('table.type')}</Table.Th>
            <Table.Th scope="col">{t('table.progress')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lessons.map((lesson) => (
            <Table.Tr key={lesson.id}>
              <Table.Td>
                <Anchor component="button" type="button" fw={600} ta="left" onClick={() => onOpen(lesson.id)}>
                  <Group gap={6} wrap="nowrap" component="span">
                    <IconPlayerPlay size={16} aria-hidden />
                    <span>{lesson.title}</span>
                  </Group>
                </Anchor>
              </Table.Td>
              <Table.Td>{lesson.type}</Table.Td>
              <Table.Td>
                <LessonProgressText lesson={lesson} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <PlainList hiddenFrom="sm" gap="sm" aria-label={t('table.label')}>
        {lessons.map((lesson) => (
          <Card key={lesson.id} withBorder padding="md" component="li">
            <Anchor
              component="button"
              type="button"
              fw={600}
              ta="left"
              onClick={() => onOpen(lesson.id)}
              aria-label={t('table.open', { title: lesson.title })}
            >
              <Group gap={6} wrap="nowrap" component="span" align="flex-start">
                <IconPlayerPlay size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <span>{lesson.title}</span>
              </Group>
            </Anchor>
            <Group justify="space-between" mt="xs" gap="xs">
              <Text size="sm" c="dimmed">
                {lesson.type}
              </Text>
              <LessonProgressText lesson={lesson} />
            </Group>
          </Card>
        ))}
      </PlainList>
    </>
  );
}
