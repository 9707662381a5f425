import { isFeedbackDay, weekStartOf } from '@school/domain/notifications/weekly-feedback';
import { schoolClock } from '@school/domain/shared/clock';
import { isLocale, type Locale } from '@school/domain/shared/locale';
import { serializeAnswers } from '@school/domain/survey/answers';
import { surveyForm } from '@school/domain/survey/forms';
import { and, asc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, weeklyFeedbacks } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { type NotificationMessage, type Notifier, notifyUsers } from './notify.ts';

/** The path of the weekly survey's page (apps/web/src/config/paths.ts). */
export const WEEKLY_SURVEY_PATH = '/questionario';
/** How many students one transaction of the weekly job opens a survey for. */
const OPEN_BATCH = 500;

export function weeklySurveyNotification(language: Locale): NotificationMessage {
  return language === 'en'
    ? {
        kind: 'survey',
        title: 'The weekly survey is open',
        body: 'Tell us how your week at school went: it takes a minute.',
        url: WEEKLY_SURVEY_PATH,
      }
    : {
        kind: 'survey',
        title: 'Il questionario settimanale è aperto',
        body: 'Raccontaci com’è andata la tua settimana a scuola: basta un minuto.',
        url: WEEKLY_SURVEY_PATH,
      };
}

/** getOpenFeedbacks: the person's surveys opened and neither answered nor closed. */
export async function openFeedbacks(db: Db, userId: string) {
  const rows = await db
    .select({
      id: weeklyFeedbacks.id,
      weekStart: weeklyFeedbacks.weekStart,
      openedAt: weeklyFeedbacks.openedAt,
    })
    .from(weeklyFeedbacks)
    .where(
      and(
        eq(weeklyFeedbacks.userId, userId),
        isNull(weeklyFeedbacks.submittedAt),
        isNull(weeklyFeedbacks.closedAt),
      ),
    )
    .orderBy(asc(weeklyFeedbacks.weekStart));
  return rows.map((r) => ({ id: r.id, weekStart: r.weekStart, openedAt: r.openedAt.toISOString() }));
}

/**
 * Sends one survey's answers: the row is locked, must be the person's (404 otherwise) and still
 * open (409 `feedback.closed`); the answers are kept as the survey engine saves them, and the
 * person's Home link stays only while another survey is open.
 */
export async function answerFeedback(
  db: Db,
  userId: string,
  id: string,
  answers: Parameters<typeof serializeAnswers>[1],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(weeklyFeedbacks)
      .where(and(eq(weeklyFeedbacks.id, id), eq(weeklyFeedbacks.userId, userId)))
      .for('update');
    if (!row) throw notFound();
    if (row.submittedAt || row.closedAt) throw new AppError(409, 'feedback.closed', 'This survey is closed');
    await tx
      .update(weeklyFeedbacks)
      .set({ answers: serializeAnswers(surveyForm('weeklyFeedback'), answers), submittedAt: new Date() })
      .where(eq(weeklyFeedbacks.id, id));
    const others = await tx
      .select({ id: weeklyFeedbacks.id })
      .from(weeklyFeedbacks)
      .where(
        and(
          eq(weeklyFeedbacks.userId, userId),
          ne(weeklyFeedbacks.id, id),
          isNull(weeklyFeedbacks.submittedAt),
          isNull(weeklyFeedbacks.closedAt),
        ),
      )
      .limit(1);
    await tx
      .update(users)
      .set({ hasOpenFeedback: others.length > 0 })
      .where(eq(users.id, userId));
  });
}

/**
 * Opens the week's survey for every student who has none yet, from day 5 of the week (decision
 * 52), and tells each of them once: in each transaction a batch of students gets the week's row
 * (a unique index per student and week: a second run, or a second instance, finds them there and
 * tells nobody again), their older unanswered surveys are closed, their Home link is set, and the
 * notification and its push jobs are sent. Returns how many surveys were opened.
 */
export async function openWeeklyFeedbacks(db: Db, notifier: Notifier, now: Date): Promise<number> {
  if (!isFeedbackDay(now)) return 0;
  const week = weekStartOf(schoolClock(now).today);
  let opened = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const students = await tx
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(
          and(
            sql`${users.categories} @> array['Studente']::text[]`,
            eq(users.isBlocked, false),
            gt(users.id, after),
            sql`not exists (select 1 from ${weeklyFeedbacks} where ${weeklyFeedbacks.userId} = ${users.id} and ${weeklyFeedbacks.weekStart} = ${week})`,
          ),
        )
        .orderBy(asc(users.id))
        .limit(OPEN_BATCH);
      if (students.length === 0) return null;
      const ids = students.map((s) => s.id);
      await tx
        .update(weeklyFeedbacks)
        .set({ closedAt: now })
        .where(
          and(
            inArray(weeklyFeedbacks.userId, ids),
            lt(weeklyFeedbacks.weekStart, week),
            isNull(weeklyFeedbacks.submittedAt),
            isNull(weeklyFeedbacks.closedAt),
          ),
        );
      const inserted = await tx
        .insert(weeklyFeedbacks)
        .values(ids.map((userId) => ({ userId, weekStart: week, openedAt: now })))
        .onConflictDoNothing()
        .returning({ userId: weeklyFeedbacks.userId });
      const told = new Set(inserted.map((r) => r.userId));
      if (told.size > 0) {
        await tx
          .update(users)
          .set({ hasOpenFeedback: true })
          .where(inArray(users.id, [...told]));
        for (const language of ['it', 'en'] as const) {
          const group = students
            .filter((s) => told.has(s.id) && (isLocale(s.language) ? s.language : 'it') === language)
            .map((s) => s.id);
          await notifyUsers(tx, notifier, group, weeklySurveyNotification(language));
        }
      }
      return { last: ids[ids.length - 1] as string, opened: told.size };
    });
    if (!batch) return opened;
    opened += batch.opened;
    after = batch.last;
  }
}

/** The recurring job (every hour) that opens the week's surveys; it acts only from day 5. */
export function weeklyFeedbackJob(db: Db, notifier: Notifier): JobDefinition<Record<string, never>> {
  return {
    name: 'feedback.openWeek',
    retryLimit: 2,
    run: async () => {
      await openWeeklyFeedbacks(db, notifier, new Date());
    },
  };
}
