import type { DbOrTx } from '../client.ts';
import { lessonProgress, lessons } from '../schema/index.ts';

/** The demo lesson video: a minute with a clock of its own time (scripts/make-lesson-video.mjs). */
export const DEMO_LESSON_VIDEO = '/elearning/lezione-demo.webm';

/**
 * The demo e-learning lessons: one for both languages, an Italian and an English one of the
 * same subject, an Italian demonstration and its English version not yet published (kept by staff
 * with Didattica). Luca (studente@demo.alma.it, Italian, with the flag) stopped the masterclass
 * at 0:42, so "Riprendi da 0:42" shows at once.
 */
export async function seedElearningDemo(tx: DbOrTx, studentId: string): Promise<void> {
  const rows = await tx
    .insert(lessons)
    .values(
      [
        { title: 'Masterclass: risotto alla milanese', type: 'Masterclass', locale: null, position: 1 },
        { title: 'Il soffritto: la base di ogni sugo', type: 'Lezione', locale: 'it' as const, position: 2 },
        { title: 'Soffritto: the base of every sauce', type: 'Lesson', locale: 'en' as const, position: 2 },
        { title: 'Affilare e curare i coltelli', type: 'Dimostrazione', locale: 'it' as const, position: 3 },
        {
          title: 'Sharpening and caring for knives',
          type: 'Demonstration',
          locale: 'en' as const,
          position: 3,
          isPublished: false,
        },
      ].map((lesson) => ({ videoUrl: DEMO_LESSON_VIDEO, ...lesson })),
    )
    .returning({ id: lessons.id });
  const masterclass = rows[0];
  if (!masterclass) throw new Error('demo lessons not seeded');
  await tx
    .insert(lessonProgress)
    .values({ userId: studentId, lessonId: masterclass.id, positionSeconds: 42, durationSeconds: 60 });
}
