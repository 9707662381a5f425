import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { parseEncryptionEnvelope } from '../../packages/domain/src/candidate/encryption-envelope.ts';
import { schoolClock } from '../../packages/domain/src/shared/clock.ts';
import { DEMO, DEMO_PASSWORD } from '../support/env.ts';
import {
  BROWSER_LOCALE,
  demoSchoolPrivateKey,
  expectAccessible,
  expectNoHorizontalOverflow,
  shot as fullPageShot,
  heading,
  logInAndWait,
  pdf,
} from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

/** A screenshot from the top of the page (the sticky header stays where a person sees it). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await fullPageShot(page, name);
}

/** The other demo candidates (README, "Demo accounts"). */
const CANDIDATO2 = 'candidato2@demo.alma.it';
const CANDIDATO4 = 'candidato4@demo.alma.it';
const CANDIDATO5 = 'candidato5@demo.alma.it';

// Whole journeys (log in, several tabs, uploads, accessibility scans): more than the default minute.
test.describe.configure({ timeout: 150_000 });

const ICONS = ['candidate', 'documents', 'edition', 'enrolment', 'payment', 'completed'] as const;

/** A day relative to today on the school's clock, YYYY-MM-DD. */
function day(offset: number): string {
  const d = new Date(`${schoolClock(new Date()).today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/** YYYY-MM-DD → DD-MM-YYYY, the format of the tables. */
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

async function openCandidateArea(page: Page, username: string) {
  await logInAndWait(page, username);
  await page.goto('/areacandidato');
  await expect(heading(page)).toHaveText(/^(Area candidato|Candidate area)$/);
  await expect(page.getByTestId('status-bar')).toBeVisible();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  // The tab's own data read: what it shows once read, not its loader.
  await expect(page.getByRole('tabpanel').getByLabel(/^(Caricamento|Loading)\.\.\.$/)).toHaveCount(0);
}

/**
 * The size-chart gallery: "next" scrolls it, then each lazily loaded chart is brought into view
 * and waited for (so screenshots show them all), and the gallery goes back to the first chart.
 */
async function loadSizeCharts(page: Page) {
  const gallery = page.getByRole('list', { name: /^(Tabelle delle taglie|Size charts)$/ });
  await page.getByRole('button', { name: /^(Tabella successiva|Next chart)$/ }).click();
  await expect.poll(() => gallery.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const images = gallery.locator('img');
  for (let i = 0; i < (await images.count()); i += 1) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
  await gallery.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
}

function statusIcon(page: Page, name: (typeof ICONS)[number]) {
  return page.locator(`[data-testid="status-bar"] [data-icon="${name}"]`);
}

function documentRow(page: Page, name: RegExp) {
  return page.getByRole('row', { name });
}

interface ListedDocument {
  id: string;
  name: string;
  status: string;
  fileName: string | null;
}

/** The stored file of a document, through the owner's download route. */
async function downloadDocument(request: APIRequestContext, name: string) {
  const list = (await (await request.get('/api/candidate/documents')).json()) as { items: ListedDocument[] };
  const document = list.items.find((item) => item.name === name);
  if (!document) throw new Error(`no document ${name}`);
  const response = await request.get(`/api/candidate/documents/${document.id}/file`);
  expect(response.status()).toBe(200);
  return { document, response, bytes: await response.body() };
}

/** Opens an envelope with the demo school's private key, as the secretariat would. */
function decryptEnvelope(bytes: Buffer): Buffer {
  const envelope = parseEncryptionEnvelope(new Uint8Array(bytes), 256);
  if (!envelope) throw new Error('not an encryption envelope');
  const key = privateDecrypt(
    { key: demoSchoolPrivateKey(), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    envelope.wrappedKey,
  );
  const tagStart = envelope.ciphertext.length - 16;
  const decipher = createDecipheriv('aes-256-gcm', key, envelope.iv);
  decipher.setAuthTag(envelope.ciphertext.subarray(tagStart));
  return Buffer.concat([decipher.update(envelope.ciphertext.subarray(0, tagStart)), decipher.final()]);
}

test.describe('candidate area, in Italian', () => {
  test.use({ locale: BROWSER_LOCALE.it });

  test('a visitor logs in first and comes back to the candidate area', async ({ page }) => {
    await page.goto('/areacandidato');
    await expect(page).toHaveURL(/\/profilo\?gotosection=\/areacandidato$/);
    await page.getByLabel(/^username/i).fill(DEMO.candidato);
    await page
      .getByLabel(/^password/i)
      .first()
      .fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/areacandidato$/);
    await expect(heading(page)).toHaveText('Area candidato');
  });

  test('a graduate is sent Home; the hub shows the boxes disabled to visitors', async ({ page }) => {
    await page.goto('/candidati');
    await expect(page.locator('[data-box="candidateArea"]')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('[data-box="history"]')).toHaveAttribute('aria-disabled', 'true');
    await logInAndWait(page, DEMO.diplomato);
    await page.goto('/areacandidato');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/storico');
    await expect(page).toHaveURL(/\/$/);
  });

  test('status bar, application and history: everything under way is yellow', async ({ page }) => {
    await logInAndWait(page, DEMO.candidato);
    await page.goto('/candidati');
    await page.getByRole('link', { name: 'Area candidato' }).click();
    await expect(heading(page)).toHaveText('Area candidato');
    for (const icon of ICONS) await expect(statusIcon(page, icon)).toHaveAttribute('data-colour', 'yellow');
    await expect(statusIcon(page, 'candidate')).toContainText('Candidatura in validazione');
    await expect(statusIcon(page, 'edition')).toContainText('Edizione da confermare');
    await expect(statusIcon(page, 'payment')).toContainText('Ci sono pagamenti da effettuare');
    await expect(page.getByRole('tab')).toHaveText([
      'Candidatura',
      'Documenti',
      'Pagamenti',
      'Abbigliamento',
    ]);
    await expect(page.getByText('Corso Superiore di Cucina Italiana', { exact: true })).toBeVisible();
    await shot(page, 'candidate-area-it-application');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Storico candidature' }).click();
    await expect(heading(page)).toHaveText('Storico candidature');
    const rows = page.getByRole('table', { name: 'Candidature' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2)).toContainText('Corso di Cucina Base (2025A)');
    await expect(rows.nth(2)).toContainText('03-02-2025');
    await expect(rows.nth(2)).toContainText('Non completata');
    await expect(rows.nth(1)).toContainText(
      /Corso Superiore di Cucina Italiana \(2027A\)\d{2}-\d{2}-\d{4}In valutazione/,
    );
    await shot(page, 'candidate-history-it');
  });

  test('documents: upload a PDF with a real progress bar and see the table change', async ({ page }) => {
    await openCandidateArea(page, DEMO.candidato);
    await openTab(page, 'Documenti');
    const table = page.getByRole('table', { name: 'Documenti richiesti' });
    // The type is shown without the prefix before the underscore.
    await expect(table).toContainText('Passaporto');
    await expect(table).not.toContainText('IT_Passaporto');
    await expect(table.getByRole('button', { name: /^Carica/ })).toHaveCount(3);
    await expect(documentRow(page, /Codice fiscale/)).toContainText(
      'Scansione illeggibile, caricare di nuovo',
    );
    await shot(page, 'candidate-documents-it');
    await expectAccessible(page);

    const row = documentRow(page, /Passaporto o carta/);
    await expect(row).toContainText('Richiesto');
    await row.getByRole('button', { name: /^Carica/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Carica documento: Passaporto' });
    await expect(dialog.getByRole('button', { name: 'Carica' })).toBeDisabled();
    const file = pdf('Passaporto di Chiara', 2_000_000);
    await dialog.getByLabel('Scegli il file').setInputFiles({
      name: 'passaporto.pdf',
      mimeType: 'application/pdf',
      buffer: file,
    });
    await expect(dialog.getByText('File scelto: passaporto.pdf (2 MB)')).toBeVisible();

    // A slow uplink, so the progress of the bytes actually sent can be seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1_000_000,
    });
    await dialog.getByRole('button', { name: 'Carica' }).click();
    const bar = dialog.getByRole('progressbar', { name: 'Avanzamento del caricamento' });
    await expect
      .poll(async () => Number((await bar.getAttribute('aria-valuenow').catch(() => null)) ?? 0), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await shot(page, 'candidate-upload-it-progress');
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await expect(row).toContainText('In attesa di validazione');
    await expect(row).toContainText(ddmmyyyy(schoolClock(new Date()).today));
    await expect(row.getByRole('button', { name: /^Carica/ })).toHaveCount(0);
    await expect(row.getByRole('link', { name: 'passaporto.pdf' })).toBeVisible();
    await shot(page, 'candidate-documents-it-uploaded');

    const stored = await downloadDocument(page.request, 'Passaporto o carta d’identità');
    expect(stored.response.headers()['content-type']).toBe('application/pdf');
    expect(stored.bytes.equals(file)).toBe(true);
  });

  test('documents: an oversize file is refused with DimensioniEccessive and its size', async ({ page }) => {
    await openCandidateArea(page, DEMO.candidato);
    await openTab(page, 'Documenti');
    const row = documentRow(page, /Codice fiscale/);
    await row.getByRole('button', { name: /^Carica/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Scegli il file').setInputFiles({
      name: 'codice-fiscale.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('troppo grande', 5_000_000),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      'Il file è troppo grande (5 MB): la dimensione massima è 4,5 MB.',
    );
    await expect(dialog.getByRole('button', { name: 'Carica' })).toBeDisabled();
    await shot(page, 'candidate-upload-it-oversize');
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Richiesto');
  });

  test('documents: a document to encrypt is stored as ciphertext only the school can open', async ({
    page,
  }) => {
    await openCandidateArea(page, DEMO.candidato);
    await openTab(page, 'Documenti');
    const row = documentRow(page, /Certificato medico/);
    await expect(row).toContainText('Cifrato');
    await row.getByRole('button', { name: /^Carica/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('il file viene cifrato nel tuo browser');
    const file = pdf('Certificato medico di Chiara');
    await dialog.getByLabel('Scegli il file').setInputFiles({
      name: 'certificato.pdf',
      mimeType: 'application/pdf',
      buffer: file,
    });
    await shot(page, 'candidate-upload-it-encrypted');
    await dialog.getByRole('button', { name: 'Carica' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('In attesa di validazione');

    const stored = await downloadDocument(page.request, 'Certificato medico');
    expect(stored.response.headers()['content-type']).toBe('application/octet-stream');
    expect(stored.response.headers()['content-disposition']).toContain('certificato.pdf.enc');
    // Not the PDF: an envelope of the domain's format, with the key wrapped for RSA 2048.
    expect(stored.bytes.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
    expect(stored.bytes.includes(Buffer.from('Certificato medico di Chiara'))).toBe(false);
    expect(parseEncryptionEnvelope(new Uint8Array(stored.bytes), 256)).not.toBeNull();
    // The school's private key opens it to the very file that was chosen.
    expect(decryptEnvelope(stored.bytes).equals(file)).toBe(true);
  });

  test('payments: instalments in euro, Italian format', async ({ page }) => {
    await openCandidateArea(page, DEMO.candidato);
    await openTab(page, 'Pagamenti');
    const rows = page.getByRole('table', { name: 'Rate' }).getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText(/^RataImportoScadenzaData pagamentoStato$/);
    await expect(rows.nth(1)).toContainText(/^1\s*€\s1\.500,00\d{2}-\d{2}-\d{4}\d{2}-\d{2}-\d{4}Pagata$/);
    await expect(rows.nth(2)).toContainText('3.250,50');
    await expect(rows.nth(2)).toContainText('Da pagare');
    await expect(page.getByTestId('payments-total')).toHaveText(/^Totale: €\s8\.001,00$/);
    await shot(page, 'candidate-payments-it');
  });

  test('clothing: one select per item, confirm when every size is chosen', async ({ page }) => {
    await openCandidateArea(page, DEMO.candidato);
    await openTab(page, 'Abbigliamento');
    const items = ['Scarpe', 'Bomber', 'Camicia', 'Giacca', 'Pantaloni', 'Polo'];
    for (const item of items) await expect(page.getByLabel(item, { exact: true })).toBeEnabled();
    await expect(page.getByLabel('Gilet', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Camicia', { exact: true }).locator('option')).toHaveText([
      'Seleziona',
      'XS',
      'S',
      'M',
      'L',
      'XL',
    ]);
    await expect(page.getByLabel('Scarpe', { exact: true }).locator('option')).toHaveText([
      'Seleziona',
      ...['35', '36', '37', '38', '39', '40', '41', '42'],
    ]);
    await expect(page.getByRole('list', { name: 'Tabelle delle taglie' }).locator('img')).toHaveCount(8);
    await loadSizeCharts(page);
    await shot(page, 'candidate-clothing-it');
    await expectAccessible(page);

    const confirm = page.getByRole('button', { name: 'Conferma taglie' });
    await expect(confirm).toBeDisabled();
    const choice: Record<string, string> = {
      Scarpe: '38',
      Bomber: 'M',
      Camicia: 'S',
      Giacca: 'M',
      Pantaloni: '42',
    };
    for (const [item, size] of Object.entries(choice))
      await page.getByLabel(item, { exact: true }).selectOption(size);
    await expect(confirm).toBeDisabled();
    await page.getByLabel('Polo', { exact: true }).selectOption('S');
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText('Taglie aggiornate correttamente!')).toBeVisible();
    // Locked: the sizes sent are listed instead of the selects.
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.locator('[data-detail="jacket"]')).toHaveText('GiaccaM');
    await expect(page.locator('[data-detail="trousers"]')).toHaveText('Pantaloni42');
    await shot(page, 'candidate-clothing-it-confirmed');
  });

  test('visa, Visto C: phase 1 and phase 2 walked through', async ({ page }) => {
    await openCandidateArea(page, CANDIDATO2);
    for (const icon of ICONS) await expect(statusIcon(page, icon)).toHaveAttribute('data-colour', 'green');
    await openTab(page, 'Visto');
    const nav = page.getByRole('navigation', { name: 'Fasi del visto' });
    await expect(nav.getByRole('button')).toHaveCount(2);
    await expect(nav.getByRole('button', { name: /Fase 2/ })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Fase 1: Appuntamento in ambasciata' })).toBeVisible();
    await shot(page, 'candidate-visa-it-phase1');

    // Every field is required; "min today"; Save waits until they are valid.
    await expect(page.getByRole('button', { name: 'Salva', exact: true })).toBeDisabled();
    const date = page.getByLabel("Data dell'appuntamento in ambasciata");
    await expect(date).toHaveAttribute('min', schoolClock(new Date()).today);
    await date.fill(day(5));
    const name = page.getByLabel("Nome dell'ambasciata");
    await name.pressSequentially('consolato generale di san paolo');
    await expect(name).toHaveValue('CONSOLATO GENERALE DI SAN PAOLO');
    await page.getByLabel("Indirizzo dell'ambasciata").pressSequentially('av. paulista 1963');
    await expect(page.getByLabel("Indirizzo dell'ambasciata")).toHaveValue('AV. PAULISTA 1963');
    await page.getByLabel(/^Confermo che i dati inseriti sono corretti/).check();
    await page.getByRole('button', { name: 'Salva', exact: true }).click();

    await expect(page.getByTestId('visa-status')).toHaveText('Stato del visto: Attesa visto ambasciata');
    await expect(page.getByRole('heading', { name: 'Fase 2: Informazioni sul volo' })).toBeVisible();
    const arrival = page.getByLabel('Data e ora di arrivo del volo');
    await expect(arrival).toHaveAttribute('min', `${schoolClock(new Date()).today}T00:00`);
    await arrival.fill(`${day(30)}T09:45`);
    await page.getByLabel('Aeroporto di arrivo').pressSequentially('milano malpensa');
    await page.getByLabel('Biglietto del volo').pressSequentially('az675');
    await expect(page.getByLabel('Biglietto del volo')).toHaveValue('AZ675');
    await shot(page, 'candidate-visa-it-phase2');
    await page.getByRole('button', { name: 'Salva', exact: true }).click();

    // Saved phases are locked; Modifica while the flight has not arrived.
    await expect(page.getByText('MILANO MALPENSA')).toBeVisible();
    await expect(page.getByText(`${ddmmyyyy(day(30))} 09:45`)).toBeVisible();
    await expect(nav.getByRole('button', { name: /Fase 2/ })).toHaveAttribute('data-state', 'saved');
    await expect(page.getByRole('button', { name: 'Modifica' })).toBeEnabled();
    await nav.getByRole('button', { name: /Fase 1/ }).click();
    await expect(page.getByText('CONSOLATO GENERALE DI SAN PAOLO')).toBeVisible();
    await expect(page.getByText(ddmmyyyy(day(5)))).toBeVisible();
    await page.getByRole('button', { name: 'Modifica' }).click();
    await expect(page.getByLabel("Nome dell'ambasciata")).toHaveValue('CONSOLATO GENERALE DI SAN PAOLO');
    await page.getByRole('button', { name: 'Annulla', exact: true }).click();
    await shot(page, 'candidate-visa-it-saved');
    await expectAccessible(page);
  });
});

test.describe('candidate area, in English', () => {
  test.use({ locale: BROWSER_LOCALE.en });

  test('status bar with the timer icon; documents: oversize refused, then an encrypted upload', async ({
    page,
  }) => {
    await openCandidateArea(page, CANDIDATO4);
    await expect(statusIcon(page, 'candidate')).toHaveAttribute('data-colour', 'green');
    await expect(statusIcon(page, 'edition')).toHaveAttribute('data-colour', 'yellow');
    await expect(statusIcon(page, 'edition')).toHaveAttribute('data-variant', 'timer');
    await expect(statusIcon(page, 'edition')).toContainText('On the waiting list for the edition');
    await expect(statusIcon(page, 'payment')).toContainText('Payments not up to date');
    await expect(statusIcon(page, 'completed')).toHaveAttribute('data-colour', 'grey');
    await expect(page.getByRole('tab')).toHaveText([
      'Application',
      'Documents',
      'Payments',
      'Clothing',
      'Visa',
    ]);
    await shot(page, 'candidate-area-en-application');

    await openTab(page, 'Documents');
    await shot(page, 'candidate-documents-en');
    const row = documentRow(page, /Passport/);
    await row.getByRole('button', { name: /^Upload/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload document: Passport' });
    await expect(dialog).toContainText("encrypted in your browser with the school's public key");
    const input = dialog.getByLabel('Choose the file');
    await input.setInputFiles({
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('big', 4_800_000),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      'The file is too large (4.8 MB): the maximum size is 4.5 MB.',
    );
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await input.setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await expect(dialog.getByRole('alert')).toHaveText('The selected file is empty: choose another file.');
    const file = pdf('Passport of Wei Zhang');
    await input.setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: file });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Awaiting validation');
    // No document left to upload: the documents icon now says the school is checking them.
    await expect(statusIcon(page, 'documents')).toContainText('Documents awaiting validation');

    const stored = await downloadDocument(page.request, 'Passport');
    expect(stored.response.headers()['content-type']).toBe('application/octet-stream');
    expect(decryptEnvelope(stored.bytes).equals(file)).toBe(true);
  });

  test('visa, Visto D: outcome confirmed once, then the permit phase waits for its dates', async ({
    page,
  }) => {
    await openCandidateArea(page, CANDIDATO4);
    await openTab(page, 'Visa');
    const nav = page.getByRole('navigation', { name: 'Visa phases' });
    await expect(nav.getByRole('button')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Phase 3: Visa outcome' })).toBeVisible();
    await expect(nav.getByRole('button', { name: /Phase 4/ })).toBeDisabled();
    await expect(page.getByTestId('visa-status')).toHaveText('Visa status: Waiting for the embassy visa');
    await shot(page, 'candidate-visa-en-phase3');

    // Back to the embassy appointment: saved, and still modifiable (the appointment is ahead).
    await nav.getByRole('button', { name: /Phase 1/ }).click();
    await expect(page.getByText('CONSOLATO GENERALE D’ITALIA A SHANGHAI')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeEnabled();
    await nav.getByRole('button', { name: /Phase 3/ }).click();

    await page.getByRole('radio', { name: 'Visa granted' }).check();
    await page.getByLabel('Visa start date').fill(day(-1));
    await page.getByLabel('Visa expiry date').fill(day(365));
    // A start in the past is flagged as the field is left, and Confirm waits.
    await expect(page.getByText('The date cannot be in the past.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm outcome' })).toBeDisabled();
    await page.getByLabel('Visa start date').fill(day(10));
    await page.getByRole('button', { name: 'Confirm outcome' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the visa outcome' });
    await expect(dialog).toContainText('Once confirmed it can no longer be changed. Do you confirm?');
    await shot(page, 'candidate-visa-en-confirm');
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByRole('heading', { name: 'Phase 4: Residence permit appointments' })).toBeVisible();
    await expect(page.getByText('Waiting for a date')).toHaveCount(3);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await shot(page, 'candidate-visa-en-phase4');
    await nav.getByRole('button', { name: /Phase 3/ }).click();
    await expect(
      page.getByText('Outcome confirmed: visa granted. It can no longer be changed.'),
    ).toBeVisible();
    await expect(page.getByText(ddmmyyyy(day(10)))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm outcome' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('clothing, payments and history in English', async ({ page }) => {
    await openCandidateArea(page, CANDIDATO4);
    await openTab(page, 'Payments');
    await expect(page.getByText('No instalments due.')).toBeVisible();
    await shot(page, 'candidate-payments-en');

    await openTab(page, 'Clothing');
    await expect(page.getByLabel('Jacket', { exact: true }).locator('option')).toHaveText([
      'Select',
      ...['S', 'M', 'L', 'XL', 'XXL', '3XL'],
    ]);
    await loadSizeCharts(page);
    await shot(page, 'candidate-clothing-en');
    const choice: Record<string, string> = {
      Shoes: '43',
      'Bomber jacket': 'L',
      Shirt: 'L',
      Jacket: 'XL',
      Trousers: '50',
      'Polo shirt': 'L',
    };
    for (const [item, size] of Object.entries(choice))
      await page.getByLabel(item, { exact: true }).selectOption(size);
    await page.getByRole('button', { name: 'Confirm sizes' }).click();
    await expect(page.getByText('Sizes updated successfully!')).toBeVisible();
    await expect(page.locator('[data-detail="shoes"]')).toHaveText('Shoes43');

    await page.goto('/storico');
    await expect(heading(page)).toHaveText('Application history');
    await expect(page.getByRole('table', { name: 'Applications' }).getByRole('row')).toHaveCount(2);
    await shot(page, 'candidate-history-en');
  });
});

test.describe('candidate area values in English', () => {
  test.use({ locale: BROWSER_LOCALE.en });

  test('statuses and document types are translated, not shown as stored', async ({ page }) => {
    await openCandidateArea(page, DEMO.candidato);
    // The flag is saved on the account: the demo candidate goes back to Italian at the end.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(heading(page)).toHaveText('Candidate area');
    await expect(page.getByText('Under review', { exact: true })).toBeVisible();
    await openTab(page, 'Documents');
    const table = page.getByRole('table').first();
    await expect(table).toContainText('Tax code');
    await expect(table).not.toContainText('CodiceFiscale');
    await shot(page, 'candidate-documents-en-values');

    await page.goto('/storico');
    const history = page.getByRole('table', { name: 'Applications' });
    await expect(history).toContainText('Under review');
    await expect(history).toContainText('Not completed');
    await expect(history).not.toContainText('In valutazione');
    await page.getByRole('button', { name: 'Italiano' }).click();
    await expect(heading(page)).toHaveText('Storico candidature');
  });
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

for (const { lang, username, tabs } of [
  { lang: 'it', username: DEMO.candidato, tabs: ['Candidatura', 'Documenti', 'Pagamenti', 'Abbigliamento'] },
  { lang: 'en', username: CANDIDATO4, tabs: ['Application', 'Documents', 'Payments', 'Clothing', 'Visa'] },
] as const) {
  test.describe(`candidate area on a phone (${lang})`, () => {
    test.use({ ...PHONE, locale: BROWSER_LOCALE[lang] });

    test('the status bar and every tab fit a 390 px screen', async ({ page }) => {
      await openCandidateArea(page, username);
      for (const tab of tabs) {
        await openTab(page, tab);
        if (tab === 'Abbigliamento' || tab === 'Clothing') await loadSizeCharts(page);
        await expectNoHorizontalOverflow(page);
        await shot(page, `candidate-${tab.toLowerCase()}-${lang}-phone`);
      }
    });
  });
}

test.describe('candidate area on a phone, nothing decided yet (it)', () => {
  test.use({ ...PHONE, locale: BROWSER_LOCALE.it });

  test('every icon grey, completion in progress', async ({ page }) => {
    await openCandidateArea(page, CANDIDATO5);
    for (const icon of ICONS.slice(0, 5))
      await expect(statusIcon(page, icon)).toHaveAttribute('data-colour', 'grey');
    await expect(statusIcon(page, 'completed')).toHaveAttribute('data-colour', 'yellow');
    await expectNoHorizontalOverflow(page);
    await shot(page, 'candidate-area-it-phone-grey');
  });
});
