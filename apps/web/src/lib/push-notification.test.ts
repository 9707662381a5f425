import { describe, expect, it } from 'vitest';
import { chooseWindow, clickTarget, notificationFromPush } from './push-notification';

const ORIGIN = 'https://portal.example';

describe('the service worker’s push notification', () => {
  it('shows the server’s title, body, page and tag, with the app icon', () => {
    expect(
      notificationFromPush(
        JSON.stringify({ title: 'Ordine pronto', body: 'Ritiralo', url: '/ecommerce/log', tag: 'orders' }),
      ),
    ).toEqual({
      title: 'Ordine pronto',
      options: {
        body: 'Ritiralo',
        icon: '/pwa-192.png',
        badge: '/pwa-192.png',
        tag: 'orders',
        data: { url: '/ecommerce/log' },
      },
    });
  });

  it('never opens another site, and shows a message that is not JSON as its text', () => {
    expect(
      notificationFromPush(JSON.stringify({ title: 'x', body: 'y', url: 'https://evil.example' })).options
        .data.url,
    ).toBe('/');
    expect(
      notificationFromPush(JSON.stringify({ title: 'x', body: 'y', url: '//evil.example' })).options.data.url,
    ).toBe('/');
    expect(notificationFromPush('ciao')).toMatchObject({
      title: 'ALMA',
      options: { body: 'ciao', data: { url: '/' } },
    });
    expect(notificationFromPush(undefined)).toMatchObject({ title: 'ALMA', options: { body: '' } });
  });

  it('a click opens the page on our origin, focusing a window already there or navigating one of ours', () => {
    const target = clickTarget({ url: '/prenotazioni?tipo=eventi' }, ORIGIN);
    expect(target).toBe(`${ORIGIN}/prenotazioni?tipo=eventi`);
    expect(clickTarget({ url: 'https://evil.example/' }, ORIGIN)).toBe(`${ORIGIN}/`);
    const there = { url: target, id: 1 };
    const ours = { url: `${ORIGIN}/profilo`, id: 2 };
    const other = { url: 'https://other.example/', id: 3 };
    expect(chooseWindow([ours, there], target, ORIGIN)).toEqual({ window: there, navigate: false });
    expect(chooseWindow([other, ours], target, ORIGIN)).toEqual({ window: ours, navigate: true });
    expect(chooseWindow([other], target, ORIGIN)).toBeNull();
  });
});
