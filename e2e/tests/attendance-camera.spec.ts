import { execSync } from 'node:child_process';
import { DEMO } from '../support/env.ts';
import { heading, logIn, shot } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

/** The attendance page with Chromium's fake camera (a moving test pattern, permission granted). */

function chromium(): string {
  try {
    return execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/bash' }).trim();
  } catch {
    return '/usr/bin/chromium';
  }
}

test.describe.configure({ timeout: 180_000 });

test.use({
  locale: 'it-IT',
  launchOptions: {
    executablePath: chromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

test('with a camera the page says it is starting, then shows its stream', async ({ page }) => {
  await page.context().grantPermissions(['camera']);
  await page.addInitScript(() => {
    // Slow the camera down a little, so the activation message can be seen.
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) =>
      new Promise((resolve, reject) => setTimeout(() => original(constraints).then(resolve, reject), 1500));
  });
  await logIn(page, DEMO.studente2);
  await expect(heading(page)).toHaveText('Profilo');
  await page.goto('/presenze');
  await expect(heading(page)).toHaveText('Scansiona il qrcode');
  await expect(page.getByText('Videocamera in corso di attivazione...')).toBeVisible();
  await shot(page, 'attendance-camera-starting-it', { fullPage: false });
  const video = page.getByLabel('Inquadratura della videocamera');
  await expect(video).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.paused), {
      timeout: 15_000,
    })
    .toBe(true);
  await expect(page.getByText('Videocamera in corso di attivazione...')).toBeHidden();
  await shot(page, 'attendance-camera-it', { fullPage: false });
});
