import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { DEMO, portalDataDir } from '../support/env.ts';
import { expectAccessible, expectNoHorizontalOverflow, heading, logIn, shot } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 300_000 });

const WINDOW_MS = 15_000;

/** The classroom kiosk's code as the page shows it (the QR holds the link with the same code). */
const kioskCode = (page: Page) => page.getByTestId('kiosk-code');

/**
 * The kiosk's code once it has at least `leftMs` of its window to go, so that a student has time
 * to sign in and send it before it changes (it is accepted 2 s longer).
 */
async function freshKioskCode(kiosk: Page, leftMs = 11_000): Promise<string> {
  await expect
    .poll(
      async () => {
        const expiresAt = await kioskCode(kiosk).getAttribute('data-expires-at');
        return expiresAt ? Date.parse(expiresAt) - Date.now() : 0;
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBeGreaterThan(leftMs);
  const code = await kioskCode(kiosk).getAttribute('data-code');
  if (!code) throw new Error('the kiosk shows no code');
  return code;
}

/** An old code of a room (`back` windows ago), signed with the e2e server's own secret (DATA_DIR/keys). */
function oldCode(roomId: string, back: number): string {
  const secret = readFileSync(path.join(portalDataDir(), 'keys', 'attendance-secret'), 'utf8').trim();
  const window = Math.floor(Date.now() / WINDOW_MS) - back;
  const token = createHmac('sha256', secret)
    .update(`attendance-code:v1:${roomId}:${window}`)
    .digest('base64url')
    .slice(0, 22);
  return `${token};${roomId}`;
}

async function openKiosk(browser: Browser, roomId: string) {
  const context = await browser.newContext({ locale: 'it-IT' });
  const kiosk = await context.newPage();
  await logIn(kiosk, DEMO.insegnante);
  await expect(heading(kiosk)).toHaveText('Profilo');
  await kiosk.goto(`/presenze/aula/${roomId}`);
  return { context, kiosk };
}

test('a classroom kiosk’s rotating code checks a student in once per hour; an expired code is refused; the code survives the login', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ locale: 'it-IT' })).newPage();
  // The teacher's kiosk for Aula 12: its name, a QR and the countdown.
  const { context, kiosk } = await openKiosk(browser, '12');
  await expect(heading(kiosk)).toHaveText('Presenze – Aula 12');
  await expect(kioskCode(kiosk)).toHaveAttribute('data-code', /^[A-Za-z0-9_-]{22};12$/);
  await expect(kiosk.getByRole('img', { name: "QR code delle presenze dell'aula Aula 12" })).toBeVisible();
  await expect(kiosk.getByText(/^Nuovo codice tra \d+ s$/)).toBeVisible();
  await expectAccessible(kiosk);
  await shot(kiosk, 'attendance-kiosk-it');
  // The code changes with the window.
  const first = await kioskCode(kiosk).getAttribute('data-code');
  await expect(kioskCode(kiosk)).not.toHaveAttribute('data-code', first ?? '', { timeout: 20_000 });

  // A visitor opens an expired code's link: the login brings Luca back to it, and it is refused.
  const expired = oldCode('12', 4);
  await page.goto(`/presenze?qr=${encodeURIComponent(expired)}`);
  await expect(page).toHaveURL(/\/profilo\?gotosection=\/presenze&qr=/, { timeout: 30_000 });
  await page.getByLabel(/^username/i).fill(DEMO.studente);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill('Alma2026!');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(heading(page)).toHaveText('Scansiona il qrcode');
  expect(new URL(page.url()).searchParams.get('qr')).toBe(expired);
  await expect(page.getByRole('alert')).toHaveText(
    "Codice scaduto: inquadra il codice che l'aula mostra ora.",
  );
  await expect(page.getByRole('button', { name: 'Riprova con la videocamera' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'attendance-expired-it');

  // Another room's code under this room's id is refused too.
  const lab = await freshKioskCode(kiosk, 3000);
  await page.goto(`/presenze?qr=${encodeURIComponent(`${lab.split(';')[0]};LAB3`)}`);
  await expect(page.getByRole('alert')).toHaveText("Questo codice appartiene a un'altra aula.");

  // The kiosk's current code: recorded, then back to Didattica after 4 s.
  const code = await freshKioskCode(kiosk);
  await page.goto(`/presenze?qr=${encodeURIComponent(code)}`);
  const message = page.getByTestId('attendance-message');
  await expect(message).toContainText('Presenza registrata: Aula 12');
  await expect(message).toContainText('Procedura terminata, chiusura in corso...');
  await expectNoHorizontalOverflow(page);
  await shot(page, 'attendance-registered-it');
  const recordedAt = Date.now();
  await expect(page).toHaveURL(/\/didattica$/, { timeout: 15_000 });
  expect(Date.now() - recordedAt).toBeGreaterThan(2500);

  // A second time in the same hour: the page says so on load, before any code is sent.
  await page.goto(`/presenze?qr=${encodeURIComponent(await freshKioskCode(kiosk, 3000))}`);
  await expect(page.getByTestId('attendance-message')).toHaveText('Ti sei già registrato per questa ora');
  await shot(page, 'attendance-already-it');
  await page.goto('/presenze');
  await expect(page.getByTestId('attendance-message')).toHaveText('Ti sei già registrato per questa ora');
  await page.context().close();
  await context.close();
});

test('a test code gives "QRCode OK" and returns to Didattica after 2 s; only teachers and Didattica open a kiosk, in English too', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await logIn(page, DEMO.studente2);
  await expect(heading(page)).toHaveText('Profilo');
  await page.goto(`/presenze?qr=${encodeURIComponent('demo;AULA_TQR_1')}`);
  await expect(heading(page)).toHaveText('Scansiona il qrcode');
  await expect(page.getByTestId('attendance-message')).toHaveText('QRCode OK');
  const shownAt = Date.now();
  await shot(page, 'attendance-test-code-it');
  await expect(page).toHaveURL(/\/didattica$/, { timeout: 15_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1000);
  // Nothing was recorded: the page still reads codes.
  await page.goto(`/presenze?qr=${encodeURIComponent('only-one-part')}`);
  await expect(page.getByRole('alert')).toHaveText(
    'QR code non valido: inquadra il codice mostrato in aula.',
  );

  // A student is no kiosk: Home.
  await page.goto('/presenze/aula/12');
  await expect(page).toHaveURL(/\/$/);
  await context.close();

  // Staff: no attendance page (no course with attendance), but Didattica opens the kiosk.
  const staffContext = await browser.newContext({ locale: 'it-IT' });
  const staff = await staffContext.newPage();
  await logIn(staff, DEMO.dipendente);
  await expect(heading(staff)).toHaveText('Profilo');
  await staff.goto('/presenze');
  await expect(staff).toHaveURL(/\/$/);
  await staff.goto('/presenze/aula/LAB3');
  await expect(heading(staff)).toHaveText('Presenze – Laboratorio 3');
  await staff.getByRole('button', { name: 'English' }).click();
  await expect(heading(staff)).toHaveText('Attendance – Laboratorio 3');
  await expect(staff.getByText(/^New code in \d+ s$/)).toBeVisible();
  await expectNoHorizontalOverflow(staff);
  await shot(staff, 'attendance-kiosk-en');
  // The language chosen is saved in the profile: back to Italian for the other journeys.
  await staff.getByRole('button', { name: 'Italiano' }).click();
  await expect(heading(staff)).toHaveText('Presenze – Laboratorio 3');
  await expect.poll(async () => (await (await staff.request.get('/api/me')).json()).user.language).toBe('it');
  await staffContext.close();
});

test('a refused camera: the alert names the error and the page says what to do', async ({ browser }) => {
  const page = await (await browser.newContext({ locale: 'it-IT' })).newPage();
  // The camera refused, as a browser answers when the permission is denied.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await logIn(page, DEMO.studente2);
  await expect(heading(page)).toHaveText('Profilo');
  await page.goto('/presenze');
  await expect(page.getByRole('alert')).toContainText('Videocamera non disponibile');
  expect(alerts).toEqual(['NotAllowedError']);
  await expect(page.getByRole('alert')).toContainText('(NotAllowedError)');
  await expect(page.getByRole('button', { name: 'Riprova con la videocamera' })).toBeVisible();
  await shot(page, 'attendance-camera-error-it');
});
