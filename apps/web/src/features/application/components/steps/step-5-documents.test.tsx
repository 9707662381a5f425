import '../../../../test/setup';
import type { ApplicationForm } from '@school/domain/application/contracts/get-state';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../../lib/api-client';
import { FakeXhr } from '../../../../test/fake-xhr';
import { jsonResponse, useLanguage } from '../../../../test/render';
import { applicationState, renderStep } from '../../test/render-step';
import Step5Documents from './step-5-documents';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

const config = {
  secretariatEmail: 'segreteria@example.test',
  enrolmentEmail: 'enrolment@example.test',
  providers: { google: false, apple: false },
  outbox: false,
  testPages: true,
};

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the client reads document.cookie
  document.cookie = cookie;
}

async function renderDocuments(locale: ApplicationLocale, state = applicationState(5, { locale })) {
  const next = vi.fn(async () => {});
  renderStep(Step5Documents, { state, locale, next });
  await screen.findByTestId('file-input-cv');
  return { next };
}

const nextButton = (name: string) => screen.getByRole('button', { name });
const cvInput = () => screen.getByTestId('file-input-cv') as HTMLInputElement;
const letterInput = () => screen.getByTestId('file-input-motivationalLetter') as HTMLInputElement;

/** The form error shown under a file field (Input.Wrapper's error, announced). */
function fieldError(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('') || null;
}

describe('Step 5 — CV and motivational letter (specification 001, section 5)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetApiClientForTests();
    setCookie('csrf=tok; path=/');
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/config' ? jsonResponse(200, config) : jsonResponse(404, {}),
      ),
    );
  });

  it('Italian: the CV is required, the letter shown but optional', async () => {
    await useLanguage('it', ['application', 'errors']);
    const { next } = await renderDocuments('it');
    expect(cvInput().required).toBe(true);
    expect(letterInput().required).toBe(false);
    expect(screen.getByText('Facoltativa: raccontaci perché vuoi frequentare il corso.')).toBeTruthy();
    fireEvent.click(nextButton('Avanti'));
    await waitFor(() => expect(fieldError(cvInput())).toBe('Campo obbligatorio.'));
    expect(fieldError(letterInput())).toBeNull();
    expect(next).not.toHaveBeenCalled();
  });

  it('English: the letter is required too', async () => {
    await useLanguage('en', ['application', 'errors']);
    const { next } = await renderDocuments('en');
    expect(letterInput().required).toBe(true);
    fireEvent.click(nextButton('Next'));
    await waitFor(() => expect(fieldError(cvInput())).toBe('Required field.'));
    expect(fieldError(letterInput())).toBe('Required field.');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Required field.',
      'Required field.',
    ]);
    expect(next).not.toHaveBeenCalled();
  });

  it('Chinese follows English: the letter is required', async () => {
    await useLanguage('zh', ['application', 'errors']);
    const { next } = await renderDocuments('zh');
    expect(letterInput().required).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(fieldError(letterInput())).toBe('必填字段。'));
    expect(next).not.toHaveBeenCalled();
  });

  it('says PDF is recommended for the CV and that the English test may be required', async () => {
    await useLanguage('it', ['application', 'errors']);
    await renderDocuments('it');
    expect(screen.getByText('Consigliamo il formato PDF.')).toBeTruthy();
    expect(
      screen.getByText("Il test di inglese potrà essere richiesto a discrezione dell'ufficio ammissioni."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apri il modello Europass' }).getAttribute('href')).toBe(
      'https://europa.eu/europass/it/create-europass-cv',
    );
  });

  it('an oversize CV is refused with its size, nothing is uploaded and Next still asks for the CV', async () => {
    await useLanguage('it', ['application', 'errors']);
    const { next } = await renderDocuments('it');
    const big = new Uint8Array(4_800_000);
    big.set(PDF);
    fireEvent.change(cvInput(), { target: { files: [new File([big], 'cv.pdf')] } });
    expect(
      await screen.findByText('Il file è troppo grande (4,8 MB): la dimensione massima è 4,5 MB.'),
    ).toBeTruthy();
    expect(FakeXhr.instances).toHaveLength(0);
    fireEvent.click(nextButton('Avanti'));
    await waitFor(() => expect(fieldError(cvInput())).toBe('Campo obbligatorio.'));
    expect(next).not.toHaveBeenCalled();
  });

  it('Italian: uploads the CV (with progress), then Next posts the CV and no letter', async () => {
    await useLanguage('it', ['application', 'errors']);
    const { next } = await renderDocuments('it');
    fireEvent.click(nextButton('Avanti'));
    await waitFor(() => expect(fieldError(cvInput())).toBe('Campo obbligatorio.'));

    fireEvent.change(cvInput(), { target: { files: [new File([PDF], 'cv.pdf')] } });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(FakeXhr.last().url).toBe('/api/application/CUCINA-2027A/files/cv');
    FakeXhr.last().progress(50, 100);
    expect(await screen.findByText('Caricamento: 50%')).toBeTruthy();
    FakeXhr.last().respond(200, {
      file: { kind: 'cv', fileName: 'cv.pdf', size: 15, uploadedAt: '2026-11-22T10:00:00.000Z', status: 'x' },
    });
    await screen.findByTestId('file-current-cv');
    // The "required" message goes once the file is there.
    expect(fieldError(cvInput())).toBeNull();

    fireEvent.click(nextButton('Avanti'));
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next).toHaveBeenCalledWith({ cv: { name: 'cv.pdf', size: 15 }, motivationalLetter: null });
  });

  it('a file uploaded is no unsaved work: leaving the step asks nothing', async () => {
    await useLanguage('it', ['application', 'errors']);
    const setDirty = vi.fn();
    renderStep(Step5Documents, { state: applicationState(5), locale: 'it', setDirty });
    await screen.findByTestId('file-input-cv');
    fireEvent.change(cvInput(), { target: { files: [new File([PDF], 'cv.pdf')] } });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last().respond(200, {
      file: { kind: 'cv', fileName: 'cv.pdf', size: 15, uploadedAt: '2026-11-22T10:00:00.000Z', status: 'x' },
    });
    await screen.findByTestId('file-current-cv');
    expect(setDirty).not.toHaveBeenCalledWith(true);
  });

  it('English: both files uploaded, Next posts exactly { cv, motivationalLetter }', async () => {
    await useLanguage('en', ['application', 'errors']);
    const { next } = await renderDocuments('en');
    fireEvent.change(cvInput(), { target: { files: [new File([PDF], 'resume.pdf')] } });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last().respond(200, {
      file: {
        kind: 'cv',
        fileName: 'resume.pdf',
        size: 15,
        uploadedAt: '2026-11-22T10:00:00.000Z',
        status: 'x',
      },
    });
    await screen.findByTestId('file-current-cv');
    fireEvent.change(letterInput(), { target: { files: [new File([PDF], 'letter.pdf')] } });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    expect(FakeXhr.last().url).toBe('/api/application/CUCINA-2027A/files/motivationalLetter');
    FakeXhr.last().respond(200, {
      file: {
        kind: 'motivationalLetter',
        fileName: 'letter.pdf',
        size: 15,
        uploadedAt: '2026-11-22T10:00:00.000Z',
        status: 'x',
      },
    });
    await screen.findByTestId('file-current-motivationalLetter');
    fireEvent.click(nextButton('Next'));
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next).toHaveBeenCalledWith({
      cv: { name: 'resume.pdf', size: 15 },
      motivationalLetter: { name: 'letter.pdf', size: 15 },
    });
  });

  it('shows the saved files and the uploaded ones, and posts them as they are', async () => {
    const state = applicationState(5, {
      locale: 'en',
      files: [
        {
          kind: 'motivationalLetter',
          fileName: 'letter.docx',
          size: 2_000_000,
          uploadedAt: '2026-11-20T10:00:00.000Z',
          status: 'In attesa di validazione',
        },
      ],
    });
    const form: ApplicationForm = {
      personalData: {},
      registry: {},
      studies: {},
      documents: { cv: { name: 'saved-cv.pdf', size: 1_250_000 }, motivationalLetter: null },
      identityDocument: {},
    };
    await useLanguage('en', ['application', 'errors']);
    const { next } = await renderDocuments('en', { ...state, form });
    expect(screen.getByTestId('file-current-cv').textContent).toContain('saved-cv.pdf (1.25 MB)');
    expect(screen.getByTestId('file-current-motivationalLetter').textContent).toContain('letter.docx (2 MB)');
    fireEvent.click(nextButton('Next'));
    await waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    expect(next).toHaveBeenCalledWith({
      cv: { name: 'saved-cv.pdf', size: 1_250_000 },
      motivationalLetter: { name: 'letter.docx', size: 2_000_000 },
    });
  });
});
