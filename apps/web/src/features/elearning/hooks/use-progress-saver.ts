import type { ListLessonsResponse, SaveLessonProgressBody } from '@school/domain/elearning/contracts/lessons';
import { isSaveDue, progressToSave } from '@school/domain/elearning/lessons';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { saveLessonProgress } from '../api/save-lesson-progress';

/**
 * Why a position is reported: `tick` while playing (saved at most every
 * PROGRESS_SAVE_INTERVAL_SECONDS), `stop` on pause, end or a seek while paused (saved at once),
 * `leave` when the lesson is closed or the page hidden (saved at once, outliving the page).
 */
export type ProgressReason = 'tick' | 'stop' | 'leave';

/**
 * Saves where the student is in a lesson, throttled: one request at a time, the latest position
 * waiting while one is on its way (older ones are dropped, so an answer never brings back an
 * older position); nothing is saved before playback has started or without a known duration.
 * Each saved position updates the list's cached progress, so Back shows "Riprendi da …" at once.
 * One saver per open lesson (the players are keyed by the lesson).
 */
export function useProgressSaver(lessonId: string, now: () => number = Date.now) {
  const queryClient = useQueryClient();
  const lastSaved = useRef<{ positionSeconds: number; atMs: number } | null>(null);
  const inFlight = useRef(false);
  const pending = useRef<SaveLessonProgressBody | null>(null);
  const [failed, setFailed] = useState(false);

  const remember = useCallback(
    (body: SaveLessonProgressBody, updatedAt: string) => {
      for (const [key, data] of queryClient.getQueriesData<ListLessonsResponse>({
        queryKey: ['elearning', 'lessons'],
      })) {
        if (!data) continue;
        queryClient.setQueryData<ListLessonsResponse>(key, {
          items: data.items.map((l) => (l.id === lessonId ? { ...l, progress: { ...body, updatedAt } } : l)),
        });
      }
    },
    [queryClient, lessonId],
  );

  const send = useCallback(
    async (body: SaveLessonProgressBody) => {
      inFlight.current = true;
      lastSaved.current = { positionSeconds: body.positionSeconds, atMs: now() };
      try {
        const saved = await saveLessonProgress(lessonId, body);
        setFailed(false);
        remember(body, saved.progress?.updatedAt ?? new Date().toISOString());
      } catch {
        setFailed(true);
      } finally {
        inFlight.current = false;
        const next = pending.current;
        pending.current = null;
        if (next) void send(next);
      }
    },
    [lessonId, now, remember],
  );

  const report = useCallback(
    (currentTime: number, duration: number, reason: ProgressReason) => {
      const body = progressToSave(currentTime, duration);
      if (!body) return;
      const last = lastSaved.current;
      if (reason === 'tick' && !isSaveDue(last, body.positionSeconds, now())) return;
      if (reason !== 'tick' && last?.positionSeconds === body.positionSeconds && !pending.current) return;
      if (reason === 'leave') {
        // The page may be going away: send now, outliving it, whatever is on its way.
        pending.current = null;
        lastSaved.current = { positionSeconds: body.positionSeconds, atMs: now() };
        remember(body, new Date().toISOString());
        void saveLessonProgress(lessonId, body, { keepalive: true }).catch(() => undefined);
        return;
      }
      if (inFlight.current) pending.current = body;
      else void send(body);
    },
    [lessonId, now, remember, send],
  );

  return { report, failed };
}
