import type { StageSurvey } from '@school/domain/internship/stage';
import type { SurveyAnswers } from '@school/domain/survey/answers';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveDraft } from '../api/save-draft';

/** Ours: the pause in typing after which the answers are saved as the form's draft. */
export const DRAFT_SAVE_DELAY_MS = 800;

export type DraftStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: string }
  | { state: 'failed'; error: unknown };

/**
 * The answers being typed, saved as the form's draft (`PUT …/forms/:form/draft`) a moment after
 * the last change, so that they resume on any device. `schedule` takes each change (ignored while
 * the form is not editable); `settle` drops a save not yet sent and waits for the one under way,
 * before the form is sent (sending deletes the draft: a late save must not bring it back). A save
 * still waiting when the form goes away is sent at once, and outlives the page.
 */
export function useSurveyDraft(form: StageSurvey, editable: boolean) {
  const [status, setStatus] = useState<DraftStatus>({ state: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<SurveyAnswers | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);

  const send = useCallback(
    (answers: SurveyAnswers) => {
      setStatus({ state: 'saving' });
      const saving = saveDraft(form, answers)
        .then((draft) => setStatus({ state: 'saved', at: draft.updatedAt }))
        .catch((error: unknown) => setStatus({ state: 'failed', error }));
      inFlight.current = saving;
      return saving.finally(() => {
        if (inFlight.current === saving) inFlight.current = null;
      });
    },
    [form],
  );

  const schedule = useCallback(
    (answers: SurveyAnswers) => {
      if (!editable) return;
      pending.current = answers;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        const next = pending.current;
        pending.current = null;
        if (next) void send(next);
      }, DRAFT_SAVE_DELAY_MS);
    },
    [editable, send],
  );

  const settle = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    await inFlight.current;
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const next = pending.current;
      pending.current = null;
      if (next) void saveDraft(form, next, { keepalive: true }).catch(() => undefined);
    },
    [form],
  );

  return { status, schedule, settle };
}
