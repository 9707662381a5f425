import { isFeedbackDay } from '@school/domain/notifications/weekly-feedback';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, users, weeklyFeedbacks } from '../../db/schema/index.ts';
import { errorOf } from '../../test/application-fixtures.ts';
import { createUser } from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { openWeeklyFeedbacks } from './feedback.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

/** Thursday 12 March 2026 and Friday 13, Sunday 15, Monday 16 at noon in Rome. */
const THURSDAY = new Date('2026-03-12T11:00:00Z');
const FRIDAY = new Date('2026-03-13T11:00:00Z');
const SUNDAY_LATE = new Date('2026-03-15T22:30:00Z'); // 23:30 in Rome, still Sunday
const NEXT_FRIDAY = new Date('2026-03-20T11:00:00Z');

const ANSWERS = {
  lessons: '4',
  workload: '3',
  wellbeing: '5',
  highlight: 'Il laboratorio di pasta',
  suggestions: '',
};

const student = (values: Parameters<typeof createUser>[1] = {}) =>
  signIn(ctx, { categories: ['Studente'], ...values });

async function feedbackRows(userId: string) {
  return ctx.db.select().from(weeklyFeedbacks).where(eq(weeklyFeedbacks.userId, userId));
}

describe('the weekly job (day 5 or later of the week, decision 52)', () => {
  it('opens nothing before Friday; on Friday opens the week for students only and tells each once', async () => {
    const { user } = await student({ language: 'en' });
    const italian = await createUser(ctx.db, { categories: ['Studente'] });
    const blocked = await createUser(ctx.db, { categories: ['Studente'], isBlocked: true });
    const candidate = await createUser(ctx.db, { categories: ['Candidato'] });
    expect(await openWeeklyFeedbacks(ctx.db, ctx.app.notifier, THURSDAY)).toBe(0);
    expect(await ctx.db.select().from(weeklyFeedbacks)).toEqual([]);

    expect(await openWeeklyFeedbacks(ctx.db, ctx.app.notifier, FRIDAY)).toBe(2);
    expect(await openWeeklyFeedbacks(ctx.db, ctx.app.notifier, SUNDAY_LATE)).toBe(0);
    const rows = await ctx.db.select().from(weeklyFeedbacks);
    expect(rows.map((r) => r.userId).sort()).toEqual([user.id, italian.id].sort());
    expect(rows.every((r) => r.weekStart === '2026-03-09')).toBe(true);
    const told = await ctx.db.select().from(notifications);
    expect(told.map((n) => [n.userId, n.kind, n.title, n.url]).sort()).toEqual(
      [
        [user.id, 'survey', 'The weekly survey is open', '/questionario'],
        [italian.id, 'survey', 'Il questionario settimanale è aperto', '/questionario'],
      ].sort(),
    );
    for (const id of [blocked.id, candidate.id]) expect(await feedbackRows(id)).toEqual([]);
    const [flag] = await ctx.db
      .select({ open: users.hasOpenFeedback })
      .from(users)
      .where(eq(users.id, user.id));
    expect(flag?.open).toBe(true);
  });

  it('the next week closes the unanswered survey and opens the new one', async () => {
    const { user } = await student();
    await openWeeklyFeedbacks(ctx.db, ctx.app.notifier, FRIDAY);
    await openWeeklyFeedbacks(ctx.db, ctx.app.notifier, NEXT_FRIDAY);
    const rows = (await feedbackRows(user.id)).sort((a, b) => a.weekStart.localeCompare(b.weekStart));
    expect(rows.map((r) => [r.weekStart, r.closedAt !== null])).toEqual([
      ['2026-03-09', true],
      ['2026-03-16', false],
    ]);
  });

  it('runs as the hourly recurring job when WEEKLY_SURVEY is on', async () => {
    const app = await createTestApp({ env: { WEEKLY_SURVEY: 'true' } });
    try {
      await createUser(app.db, { categories: ['Studente'] });
      await app.app.jobs.runDue();
      const opened = await app.db.select().from(weeklyFeedbacks);
      // The job acts from day 5 of the school's week only.
      expect(opened.length).toBe(isFeedbackDay(new Date()) ? 1 : 0);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/feedback/open and POST /api/feedback/:id/answers', () => {
  it('lists the open survey; its answers close it and take the Home link away', async () => {
    const { user, client } = await student();
    await openWeeklyFeedbacks(ctx.db, ctx.app.notifier, FRIDAY);
    const open = (await client.get('/api/feedback/open')).json().feedbacks;
    expect(open).toMatchObject([{ weekStart: '2026-03-09' }]);
    expect((await client.get('/api/me')).json().user.subject.hasOpenFeedback).toBe(true);
    const res = await client.post(`/api/feedback/${open[0].id}/answers`, { answers: ANSWERS });
    expect(res.statusCode).toBe(204);
    const [row] = await feedbackRows(user.id);
    expect(row?.answers).toBe(
      'lessons:4;workload:3;wellbeing:5;highlight:Il laboratorio di pasta;suggestions:',
    );
    expect(row?.submittedAt).not.toBeNull();
    expect((await client.get('/api/feedback/open')).json().feedbacks).toEqual([]);
    expect((await client.get('/api/me')).json().user.subject.hasOpenFeedback).toBe(false);
    const again = await client.post(`/api/feedback/${open[0].id}/answers`, { answers: ANSWERS });
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'feedback.closed']);
  });

  it.each([
    ['a missing rating', { ...ANSWERS, lessons: undefined }, 'lessons'],
    ['a rating outside 1 to 5', { ...ANSWERS, workload: '6' }, 'workload'],
    ['a field the form does not have', { ...ANSWERS, extra: 'x' }, 'extra'],
  ])('refuses %s with the survey engine’s code and keeps it open', async (_name, answers, field) => {
    const { user, client } = await student();
    await openWeeklyFeedbacks(ctx.db, ctx.app.notifier, FRIDAY);
    const [row] = await feedbackRows(user.id);
    const res = await client.post(`/api/feedback/${row?.id}/answers`, { answers });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.[`answers.${field}`]).toMatch(/^survey\./);
    expect((await feedbackRows(user.id))[0]?.submittedAt).toBeNull();
  });

  it('another student’s survey is 404 and stays open; a visitor is 401, a candidate 403', async () => {
    const owner = await student();
    const other = await student();
    await openWeeklyFeedbacks(ctx.db, ctx.app.notifier, FRIDAY);
    const [row] = await feedbackRows(owner.user.id);
    const res = await other.client.post(`/api/feedback/${row?.id}/answers`, { answers: ANSWERS });
    expect(res.statusCode).toBe(404);
    expect((await feedbackRows(owner.user.id))[0]?.submittedAt).toBeNull();
    expect((await new TestClient(ctx.app).get('/api/feedback/open')).statusCode).toBe(401);
    const candidate = await signIn(ctx, { categories: ['Candidato'] });
    expect((await candidate.client.get('/api/feedback/open')).statusCode).toBe(403);
    expect(
      (await candidate.client.post(`/api/feedback/${row?.id}/answers`, { answers: ANSWERS })).statusCode,
    ).toBe(403);
  });
});

describe('the demo', () => {
  it('gives the demo student an open weekly survey, read and unread notifications', async () => {
    const { seedDemo, DEMO_USERS } = await import('../../db/seed/demo.ts');
    await seedDemo(ctx.db);
    const [luca] = await ctx.db.select().from(users).where(eq(users.username, DEMO_USERS.studente));
    expect(luca?.hasOpenFeedback).toBe(true);
    const open = await ctx.db
      .select()
      .from(weeklyFeedbacks)
      .where(eq(weeklyFeedbacks.userId, luca?.id ?? ''));
    expect(open.map((f) => [f.submittedAt, f.closedAt])).toEqual([[null, null]]);
    const mine = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, luca?.id ?? ''));
    expect(mine.some((n) => n.kind === 'survey' && n.readAt === null)).toBe(true);
    expect(mine.some((n) => n.readAt !== null)).toBe(true);
  });
});
