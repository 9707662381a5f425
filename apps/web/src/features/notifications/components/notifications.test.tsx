import '../../../test/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import type { PushBrowser } from '../utils/web-push';
import { EnableNotificationsButton } from './enable-notifications-button';
import { NotificationPreferences } from './notification-preferences';
import { NotificationsPage } from './notifications-page';
import { WeeklySurveyPage } from './weekly-survey-page';

type Handler = (url: string, init?: RequestInit) => Response | undefined;

/** The API as a list of handlers; every call is recorded with its method and body. */
function fakeApi(handler: Handler) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      return handler(url, init) ?? jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const KEY = `B${'A'.repeat(86)}`;
function pushBrowser(permission: NotificationPermission, values: Partial<PushBrowser> = {}): PushBrowser {
  const subscription = {
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/x',
      expirationTime: null,
      keys: { p256dh: KEY, auth: 'A'.repeat(22) },
    }),
    options: {},
  };
  return {
    userAgent: 'Chrome',
    maxTouchPoints: 0,
    platform: 'Linux',
    isStandalone: false,
    serviceWorker: {
      getRegistration: async () => ({
        pushManager: { getSubscription: async () => null, subscribe: async () => subscription },
      }),
    } as unknown as PushBrowser['serviceWorker'],
    hasPushManager: true,
    notification: { requestPermission: async () => permission },
    ...values,
  };
}

describe('EnableNotificationsButton — the messages of section 8', () => {
  it.each([
    ['it', 'granted', 201, 'Notifiche attivate con successo'],
    ['it', 'granted', 200, 'Il dispositivo è già iscritto alle notifiche.'],
    ['en', 'granted', 201, 'Notifications enabled successfully'],
    ['en', 'denied', 201, 'Permission not granted for notifications. Please change your browser settings.'],
    [
      'it',
      'granted',
      500,
      "Errore nell'attivazione delle notifiche, riprova più tardi o contatta la segreteria.",
    ],
  ] as const)('%s, permission %s, server %i → "%s"', async (language, permission, status, text) => {
    await useLanguage(language, ['notifications']);
    fakeApi((url) => {
      if (url === '/api/push/key') return jsonResponse(200, { publicKey: KEY });
      if (url === '/api/push/subscriptions')
        return status >= 500
          ? jsonResponse(status, { error: { code: 'server.error', message: 'x' } })
          : jsonResponse(status, { success: true, created: status === 201 });
      return undefined;
    });
    renderWithApp(<EnableNotificationsButton browser={pushBrowser(permission)} />);
    fireEvent.click(await screen.findByRole('button', { name: /notific/i }));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('on an iPhone in Safari, shows how to add the portal to the Home Screen', async () => {
    await useLanguage('it', ['notifications']);
    fakeApi(() => undefined);
    const iphone = pushBrowser('granted', { userAgent: 'Mozilla/5.0 (iPhone) Safari', platform: 'iPhone' });
    renderWithApp(<EnableNotificationsButton browser={iphone} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Attiva le notifiche' }));
    expect(await screen.findByText('Aggiungi il portale alla schermata Home')).toBeTruthy();
    expect(screen.getByText(/Aggiungi alla schermata Home/)).toBeTruthy();
  });
});

const PREFERENCES = [
  { kind: 'documents', inApp: true, push: true, mail: true },
  { kind: 'orders', inApp: true, push: true, mail: true },
  { kind: 'bookings', inApp: true, push: true, mail: true },
  { kind: 'survey', inApp: true, push: true, mail: null },
  { kind: 'school', inApp: true, push: true, mail: null },
];

describe('NotificationPreferences', () => {
  it('shows every kind and channel, and saves a change at once', async () => {
    await useLanguage('it', ['notifications', 'errors']);
    const calls = fakeApi((url, init) => {
      if (url !== '/api/notifications/preferences') return undefined;
      if (init?.method === 'PUT') {
        const changed = JSON.parse(String(init.body)).preferences[0];
        return jsonResponse(200, {
          preferences: PREFERENCES.map((p) => (p.kind === changed.kind ? changed : p)),
        });
      }
      return jsonResponse(200, { preferences: PREFERENCES });
    });
    renderWithApp(<NotificationPreferences />);
    const push = (await screen.findByRole('checkbox', {
      name: 'Push: Ordini pronti per il ritiro',
    })) as HTMLInputElement;
    expect(push.checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'E-mail: Questionario settimanale' })).toBeNull();
    fireEvent.click(push);
    await screen.findByText('Preferenze salvate.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      preferences: [{ kind: 'orders', inApp: true, push: false, mail: true }],
    });
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Push: Ordini pronti per il ritiro' }) as HTMLInputElement)
          .checked,
      ).toBe(false),
    );
  });
});

describe('NotificationsPage', () => {
  it('lists by pages with links, and marks all as read', async () => {
    await useLanguage('en', ['notifications', 'errors']);
    let unread = 1;
    const calls = fakeApi((url, init) => {
      if (url === '/api/notifications/read-all' && init?.method === 'POST') {
        unread = 0;
        return jsonResponse(200, { marked: 1 });
      }
      if (url.startsWith('/api/notifications?'))
        return jsonResponse(200, {
          total: 25,
          unread,
          items: [
            {
              id: 'n1',
              kind: 'orders',
              title: 'Your order is ready for pickup',
              body: 'Collect it at the school shop.',
              url: '/ecommerce/log',
              createdAt: '2026-03-13T10:00:00.000Z',
              readAt: unread ? null : '2026-03-13T11:00:00.000Z',
            },
          ],
        });
      return undefined;
    });
    renderWithApp(<NotificationsPage />);
    expect(await screen.findByText('Your order is ready for pickup')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/ecommerce/log');
    expect(screen.getByText('Unread')).toBeTruthy();
    expect(calls.find((c) => c.url.startsWith('/api/notifications'))?.url).toBe(
      '/api/notifications?page=1&pageSize=20',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications are read.')).toBeTruthy();
    expect(screen.queryByText('Unread')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/notifications?page=2&pageSize=20')).toBe(true),
    );
  });
});

describe('WeeklySurveyPage', () => {
  it('renders the weeklyFeedback form with the survey engine and sends the answers', async () => {
    await useLanguage('it', ['notifications', 'survey', 'errors']);
    let open = true;
    const calls = fakeApi((url, init) => {
      if (url === '/api/feedback/open')
        return jsonResponse(200, {
          feedbacks: open
            ? [{ id: 'f1', weekStart: '2026-03-09', openedAt: '2026-03-13T10:00:00.000Z' }]
            : [],
        });
      if (url === '/api/feedback/f1/answers' && init?.method === 'POST') {
        open = false;
        return new Response(null, { status: 204 });
      }
      if (url === '/api/me') return jsonResponse(200, { user: null });
      return undefined;
    });
    renderWithApp(<WeeklySurveyPage />);
    expect(await screen.findByText(/Settimana dal 09-03-2026/)).toBeTruthy();
    for (const question of [
      'Le lezioni della settimana ti sono state utili?',
      'Il carico di lavoro era sostenibile?',
      'Come ti sei trovato a scuola questa settimana?',
    ]) {
      const group = screen.getByRole('group', { name: new RegExp(question.replace('?', '\\?')) });
      fireEvent.click(group.querySelectorAll('input[type="radio"]')[3] as HTMLElement);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Invia il questionario' }));
    expect(await screen.findByText('Grazie! Il questionario è stato inviato.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/feedback/f1/answers')?.body).toEqual({
      answers: { lessons: '4', workload: '4', wellbeing: '4' },
    });
  });
});
