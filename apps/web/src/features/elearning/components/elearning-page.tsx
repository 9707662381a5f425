import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useErrorText } from '../../../lib/error-text';
import { useLessons } from '../api/list-lessons';
import { LessonPlayer } from './lesson-player';
import { LessonsTable } from './lessons-table';

/** The open lesson is in the address (`?lezione=<id>`): a reload or Back keeps what was shown. */
export const LESSON_PARAM = 'lezione';

/** /elearning: the table of lessons, or the open lesson with its back button. */
export function ElearningPage({ language }: { language: string }) {
  const { t } = useTranslation('elearning');
  const errorText = useErrorText();
  const lessons = useLessons(language);
  const [params, setParams] = useSearchParams();
  const openId = params.get(LESSON_PARAM);

  const open = (id: string) => setParams({ [LESSON_PARAM]: id });
  const back = () => setParams({});

  if (lessons.isPending) return <PageLoader />;
  if (lessons.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(lessons.error)}
      </Alert>
    );
  }
  if (openId !== null) {
    const lesson = lessons.data.items.find((l) => l.id === openId);
    if (!lesson) {
      return (
        <Stack gap="md">
          <Group>
            <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={back}>
              {t('player.back')}
            </Button>
          </Group>
          <Alert color="yellow" role="alert">
            {t('player.notFound')}
          </Alert>
        </Stack>
      );
    }
    return <LessonPlayer lesson={lesson} onBack={back} />;
  }
  return <LessonsTable lessons={lessons.data.items} onOpen={open} />;
}
