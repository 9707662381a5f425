import type { Page } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  heading,
  logInAndWait,
  newPage,
  shot,
  switchLanguage,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

// A lesson played, a reload, another browser: more than the default minute on a busy machine.
test.describe.configure({ timeout: 300_000 });

const SOFFRITTO = 'Il soffritto: la base di ogni sugo';
const MASTERCLASS = 'Masterclass: risotto alla milanese';

async function openElearning(page: Page) {
  await page.goto('/elearning');
  await expect(heading(page)).toHaveText('eLearning', { timeout: 30_000 });
}

/** The lesson's video element: its position, and whether it plays. */
function videoState(page: Page) {
  return page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => ({
    time: v.currentTime,
    paused: v.paused,
    duration: v.duration,
  }));
}

test('Luca plays a lesson, stops at 0:20; after a reload and in another browser it resumes there', async ({
  browser,
}) => {
  const page = await newPage(browser, 'it');
  await logInAndWait(page, DEMO.studente);
  await openElearning(page);
  // The demo's masterclass was stopped at 0:42; the soffritto was never started.
  const table = page.getByRole('table', { name: 'Lezioni' });
  await expect(table.getByRole('row', { name: new RegExp(MASTERCLASS) })).toContainText('Riprendi da 0:42');
  await expect(table.getByRole('row', { name: new RegExp(SOFFRITTO) })).toContainText('Da iniziare');
  // English lessons are not listed for an Italian profile.
  await expect(table).not.toContainText('Soffritto: the base of every sauce');
  await expectAccessible(page);
  await shot(page, 'elearning-list-it');

  await table.getByRole('button', { name: SOFFRITTO }).click();
  await expect(page).toHaveURL(/lezione=/);
  await expect(page.getByRole('heading', { level: 2, name: SOFFRITTO })).toBeVisible();
  const video = page.getByTestId('lesson-video');
  await expect(video).toBeVisible();
  // Nothing to resume: no prompt.
  await expect(page.getByRole('button', { name: /^Riprendi da/ })).toHaveCount(0);
  await expect.poll(async () => (await videoState(page)).duration).toBe(60);

  // Play, move to 0:20 as a student does with the player's bar, let it play a moment, pause.
  const saves: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/progress')) {
      saves.push(JSON.parse(request.postData() ?? '{}').positionSeconds);
    }
  });
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    v.currentTime = 20;
  });
  await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(21);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  const stoppedAt = Math.floor((await videoState(page)).time);
  expect(stoppedAt).toBeGreaterThanOrEqual(21);
  // Saved on pause (and throttled while playing: a few saves, not one per timeupdate).
  await expect.poll(() => saves.at(-1)).toBe(stoppedAt);
  expect(saves.length).toBeLessThanOrEqual(4);
  const label = `Riprendi da 0:${String(stoppedAt).padStart(2, '0')}`;
  await shot(page, 'elearning-player-it');

  // Back: the list shows where Luca stopped.
  await page.getByRole('button', { name: 'Torna alle lezioni' }).click();
  await expect(table.getByRole('row', { name: new RegExp(SOFFRITTO) })).toContainText(label);

  // A reload of the lesson's address: the prompt, and the player already there.
  await table.getByRole('button', { name: SOFFRITTO }).click();
  await page.reload();
  await expect(
    page.getByText(`Avevi interrotto questa lezione a 0:${String(stoppedAt).padStart(2, '0')}.`),
  ).toBeVisible();
  await expect.poll(async () => Math.floor((await videoState(page)).time)).toBe(stoppedAt);
  await shot(page, 'elearning-resume-it');

  // Another browser (another device), signed in afresh: it resumes there too.
  const other = await newPage(browser, 'it');
  await logInAndWait(other, DEMO.studente);
  await openElearning(other);
  await other.getByRole('table', { name: 'Lezioni' }).getByRole('button', { name: SOFFRITTO }).click();
  const resume = other.getByRole('button', { name: label });
  await expect(resume).toBeVisible();
  await other.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => {
    v.muted = true;
  });
  await resume.click();
  await expect.poll(async () => (await videoState(other)).paused).toBe(false);
  const resumedAt = (await videoState(other)).time;
  expect(resumedAt).toBeGreaterThanOrEqual(stoppedAt);
  expect(resumedAt).toBeLessThan(stoppedAt + 5);
  // Once playing, the prompt goes away.
  await expect(resume).toHaveCount(0);

  // Start over from the beginning on the first page.
  await page.getByRole('button', { name: "Ricomincia dall'inizio" }).click();
  await expect.poll(async () => (await videoState(page)).time).toBeLessThan(stoppedAt);
  await page.context().close();
  await other.context().close();
});

test('English: the English lessons, the resume prompt in English; phone layouts without overflow', async ({
  browser,
}) => {
  const page = await newPage(browser, 'en');
  await logInAndWait(page, DEMO.studente);
  // The profile language decides the lessons: switch Luca to English with the flag.
  await switchLanguage(page, 'en');
  await openElearning(page);
  const table = page.getByRole('table', { name: 'Lessons' });
  await expect(table.getByRole('row', { name: /Soffritto: the base of every sauce/ })).toContainText(
    'Not started',
  );
  await expect(table).not.toContainText(SOFFRITTO);
  // Not yet published: not listed.
  await expect(table).not.toContainText('Sharpening and caring for knives');
  await expect(table.getByRole('row', { name: new RegExp(MASTERCLASS) })).toContainText('Resume from 0:42');
  await shot(page, 'elearning-list-en');
  await table.getByRole('button', { name: MASTERCLASS }).click();
  await expect(page.getByText('You stopped this lesson at 0:42.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume from 0:42' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'elearning-resume-en');

  for (const lang of ['en', 'it'] as const) {
    if (lang === 'it') {
      // The profile back to Italian: the Italian lessons.
      await switchLanguage(page, 'it');
    }
    const phone = await newPage(browser, lang, true);
    await logInAndWait(phone, DEMO.studente);
    await openElearning(phone);
    const list = phone.getByRole('list', { name: lang === 'it' ? 'Lezioni' : 'Lessons' });
    await expect(list.getByRole('listitem')).toHaveCount(lang === 'it' ? 3 : 2);
    await expectNoHorizontalOverflow(phone);
    await shot(phone, `elearning-list-${lang}-phone`);
    await list.getByRole('button', { name: new RegExp(MASTERCLASS) }).click();
    await expect(
      phone.getByRole('button', { name: lang === 'it' ? 'Riprendi da 0:42' : 'Resume from 0:42' }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(phone);
    await shot(phone, `elearning-resume-${lang}-phone`);
    await phone.context().close();
  }
  await page.context().close();
});

test('without the elearning flag the page sends to Home; staff with Didattica keep the lessons', async ({
  browser,
}) => {
  const page = await newPage(browser, 'it');
  await logInAndWait(page, DEMO.diplomato);
  await page.goto('/elearning');
  await expect(page).toHaveURL(/\/$/);

  await page.context().close();

  const staff = await newPage(browser, 'it');
  await logInAndWait(staff, DEMO.dipendente);
  await staff.goto('/staff/lessons');
  await expect(heading(staff)).toHaveText('Lezioni eLearning');
  const table = staff.getByRole('table', { name: 'Lezioni eLearning' });
  await expect(table.getByRole('row', { name: /Sharpening and caring for knives/ })).toContainText(
    'Nascosta',
  );
  await staff.getByRole('button', { name: 'Nuova lezione' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Titolo').fill('Pasta fresca all’uovo');
  await dialog.getByLabel('Tipo', { exact: false }).first().fill('Lezione');
  await dialog.getByLabel('Indirizzo del video').fill('http://example.com/video.mp4');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText(/Indirizzo del video non valido/)).toBeVisible();
  await dialog.getByLabel('Indirizzo del video').fill('/elearning/lezione-demo.webm');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Pasta fresca all’uovo/ })).toContainText('Pubblicata');
  await shot(staff, 'elearning-staff-it');
  await staff.getByRole('button', { name: 'Elimina Pasta fresca all’uovo' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(table.getByRole('row', { name: /Pasta fresca all’uovo/ })).toHaveCount(0);
  await staff.context().close();
});
