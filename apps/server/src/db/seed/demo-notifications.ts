import { latestOpenedWeek } from '@school/domain/notifications/weekly-feedback';
import { weeklySurveyNotification } from '../../modules/notifications/feedback.service.ts';
import type { DbOrTx } from '../client.ts';
import { notificationPreferences, notifications, weeklyFeedbacks } from '../schema/index.ts';

/**
 * The demo's notifications (decisions 51 and 52): Luca (studente@demo.alma.it) has an open weekly
 * survey — the week whose day 5 came last — with its Home link and its notification, unread; a
 * document and an order notification with their pages, one read; and his choices leave the
 * secretariat's messages out of push. The bell shows them, `/notifiche` lists them.
 */
export async function seedNotificationsDemo(tx: DbOrTx, studentId: string, now = new Date()): Promise<void> {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
  await tx
    .insert(weeklyFeedbacks)
    .values({ userId: studentId, weekStart: latestOpenedWeek(now), openedAt: hoursAgo(2) });
  await tx.insert(notifications).values([
    { userId: studentId, ...weeklySurveyNotification('it'), createdAt: hoursAgo(2) },
    {
      userId: studentId,
      kind: 'orders',
      title: 'Il tuo ordine è pronto per il ritiro',
      body: "1 articolo dell'ordine n. 1001 è pronto: ritiralo al negozio della scuola.",
      url: '/ecommerce/log',
      createdAt: hoursAgo(30),
    },
    {
      userId: studentId,
      kind: 'documents',
      title: 'Documento richiesto',
      body: 'La segreteria ti chiede "Certificato medico".',
      url: '/areacandidato?tab=documents',
      createdAt: hoursAgo(72),
      readAt: hoursAgo(70),
    },
  ]);
  await tx
    .insert(notificationPreferences)
    .values({ userId: studentId, kind: 'school', channel: 'push', enabled: false });
}
