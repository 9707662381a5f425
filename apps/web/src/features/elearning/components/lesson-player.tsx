import { Alert, AspectRatio, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Lesson } from '@school/domain/elearning/contracts/lessons';
import {
  type EmbedKind,
  embedOrigin,
  playMessage,
  readEmbedMessage,
  subscribeMessages,
} from '@school/domain/elearning/embed-player';
import { embedUrl, formatPlaybackTime, lessonVideo, resumePosition } from '@school/domain/elearning/lessons';
import { IconArrowLeft, IconPlayerPlay, IconRotate } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { useLessonProgress } from '../api/get-lesson-progress';
import { type ProgressReason, useProgressSaver } from '../hooks/use-progress-saver';

type Report = (currentTime: number, duration: number, reason: ProgressReason) => void;

/** Saves on leaving: the lesson closed (Back, another page) or the page hidden or closed. */
function useSaveOnLeave(read: () => { time: number; duration: number } | null, report: Report) {
  const readRef = useRef(read);
  readRef.current = read;
  const reportRef = useRef(report);
  reportRef.current = report;
  useEffect(() => {
    const leave = () => {
      const at = readRef.current();
      if (at) reportRef.current(at.time, at.duration, 'leave');
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      leave();
    };
  }, []);
}

/** "Avevi interrotto questa lezione a 12:34." with "Riprendi da 12:34" and "Ricomincia dall'inizio". */
function ResumePrompt({
  seconds,
  onResume,
  onStartOver,
}: {
  seconds: number;
  onResume: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation('elearning');
  const time = formatPlaybackTime(seconds);
  return (
    <Paper withBorder p="md" role="region" aria-label={t('player.resume', { time })}>
      <Stack gap="sm">
        <Text>{t('player.stoppedAt', { time })}</Text>
        <Group gap="sm">
          <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={onResume}>
            {t('player.resume', { time })}
          </Button>
          <Button variant="default" leftSection={<IconRotate size={16} aria-hidden />} onClick={onStartOver}>
            {t('player.startOver')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A video file in the browser's own player: starts at the resume position, saves as it plays. */
function FilePlayer({ lesson, src, resume }: { lesson: Lesson; src: string; resume: number | null }) {
  const { t } = useTranslation('elearning');
  const video = useRef<HTMLVideoElement>(null);
  const { report, failed } = useProgressSaver(lesson.id);
  const [isStarted, setStarted] = useState(false);
  const [hasError, setError] = useState(false);
  const started = useRef(false);

  // The last position seen: the element is gone by the time a closed lesson saves it.
  const lastSeen = useRef<{ time: number; duration: number } | null>(null);
  const at = () => {
    const v = video.current;
    if (v) lastSeen.current = { time: v.currentTime, duration: v.duration };
    return started.current ? lastSeen.current : null;
  };
  useSaveOnLeave(at, report);

  const reportNow = (reason: ProgressReason) => {
    const now = at();
    if (now) report(now.time, now.duration, reason);
  };
  // A page the server rendered starts loading the video before it is hydrated: what happened by
  // then (its metadata loaded, an error) is read from the element, the events having gone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for what happened before hydration
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    if (v.error) setError(true);
    else if (v.readyState >= HTMLMediaElement.HAVE_METADATA && resume !== null && !started.current)
      v.currentTime = resume;
  }, []);

  const start = (from: number) => {
    const v = video.current;
    if (!v) return;
    v.currentTime = from;
    void v.play().catch(() => undefined);
  };

  return (
    <Stack gap="md">
      {resume !== null && !isStarted && (
        <ResumePrompt seconds={resume} onResume={() => start(resume)} onStartOver={() => start(0)} />
      )}
      {hasError && (
        <Alert color="red" role="alert">
          {t('player.videoError')}
        </Alert>
      )}
      <AspectRatio ratio={16 / 9}>
        {/* biome-ignore lint/a11y/useMediaCaption: the lessons are given by the school without caption tracks */}
        <video
          ref={video}
          src={src}
          controls
          playsInline
          preload="metadata"
          aria-label={t('player.videoLabel', { title: lesson.title })}
          style={{ width: '100%', height: '100%', background: '#000' }}
          data-testid="lesson-video"
          onLoadedMetadata={(event) => {
            // Where the student stopped, so that the player's own play button resumes there too.
            if (resume !== null && !started.current) event.currentTarget.currentTime = resume;
          }}
          onPlay={() => {
            started.current = true;
            setStarted(true);
          }}
          onTimeUpdate={() => reportNow('tick')}
          onPause={() => reportNow('stop')}
          onEnded={() => reportNow('stop')}
          onSeeked={(event) => {
            if (event.currentTarget.paused) reportNow('stop');
          }}
          onError={() => setError(true)}
        />
      </AspectRatio>
      {failed && (
        <Alert color="yellow" role="status">
          {t('player.saveFailed')}
        </Alert>
      )}
    </Stack>
  );
}

const PROVIDER_NAMES: Record<EmbedKind, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * A YouTube or Vimeo embed (decision 40): it starts at the resume position (the embed address's
 * start), and its postMessage interface tells where it is, so the position is saved as for files.
 */
function EmbedPlayer({
  lesson,
  kind,
  id,
  resume,
}: {
  lesson: Lesson;
  kind: EmbedKind;
  id: string;
  resume: number | null;
}) {
  const { t } = useTranslation('elearning');
  const frame = useRef<HTMLIFrameElement>(null);
  const { report, failed } = useProgressSaver(lesson.id);
  const [startAt, setStartAt] = useState(resume ?? 0);
  const [isStarted, setStarted] = useState(false);
  const playback = useRef<{ time: number; duration: number } | null>(null);
  const started = useRef(false);
  const origin = embedOrigin(kind);

  useSaveOnLeave(() => (started.current ? playback.current : null), report);

  const post = (message: string) => frame.current?.contentWindow?.postMessage(message, origin);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const read = readEmbedMessage(kind, event.origin, event.data);
      if (!read) return;
      if (read.type === 'ready') {
        if (kind === 'vimeo') for (const m of subscribeMessages(kind)) post(m);
        return;
      }
      const { seconds, duration, state } = read.playback;
      const known = playback.current;
      const next = {
        time: seconds ?? known?.time ?? startAt,
        duration: duration ?? known?.duration ?? Number.NaN,
      };
      playback.current = next;
      if (state === 'playing' && !started.current) {
        started.current = true;
        setStarted(true);
      }
      if (!started.current) return;
      report(next.time, next.duration, state === 'paused' || state === 'ended' ? 'stop' : 'tick');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  });

  return (
    <Stack gap="md">
      {resume !== null && !isStarted && (
        <ResumePrompt
          seconds={resume}
          onResume={() => post(playMessage(kind))}
          onStartOver={() => {
            setStartAt(0);
            setStarted(false);
          }}
        />
      )}
      <AspectRatio ratio={16 / 9}>
        <iframe
          key={startAt}
          ref={frame}
          src={embedUrl({ kind, id }, startAt, window.location.origin)}
          title={t('player.videoLabel', { title: lesson.title })}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          // The providers refuse embeds without knowing the page's origin.
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0, width: '100%', height: '100%' }}
          onLoad={() => {
            if (kind === 'youtube') for (const m of subscribeMessages(kind)) post(m);
          }}
        />
      </AspectRatio>
      <Text size="sm" c="dimmed">
        {t('player.embedNote', { provider: PROVIDER_NAMES[kind] })}
      </Text>
      {failed && (
        <Alert color="yellow" role="status">
          {t('player.saveFailed')}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * "selecting one opens an embedded video with a back button": the lesson's video, resumed where
 * the student stopped on any device (read afresh when it opens), and Back to the list.
 */
export function LessonPlayer({ lesson, onBack }: { lesson: Lesson; onBack: () => void }) {
  const { t } = useTranslation('elearning');
  const progress = useLessonProgress(lesson.id);
  const video = lessonVideo(lesson.videoUrl);
  // The list's progress when the fresh one cannot be read.
  const resume = resumePosition(progress.isError ? lesson.progress : (progress.data?.progress ?? null));

  return (
    <Stack gap="md">
      <Group>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          {t('player.back')}
        </Button>
      </Group>
      <div>
        <Title order={2}>{lesson.title}</Title>
        <Text c="dimmed">{lesson.type}</Text>
      </div>
      {progress.isPending ? (
        <PageLoader />
      ) : !video ? (
        <Alert color="red" role="alert">
          {t('player.videoError')}
        </Alert>
      ) : video.kind === 'file' ? (
        <FilePlayer key={lesson.id} lesson={lesson} src={video.src} resume={resume} />
      ) : (
        <EmbedPlayer key={lesson.id} lesson={lesson} kind={video.kind} id={video.id} resume={resume} />
      )}
    </Stack>
  );
}
