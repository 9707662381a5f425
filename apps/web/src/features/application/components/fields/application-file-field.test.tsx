import '../../../../test/setup';
import type { ApplicationFileKind } from '@school/domain/application/uploads';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../../lib/api-client';
import { FakeXhr } from '../../../../test/fake-xhr';
import { jsonResponse, useLanguage } from '../../../../test/render';
import { applicationState, renderStep } from '../../test/render-step';
import { ApplicationFileField, type ApplicationFileValue } from './application-file-field';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);

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

/** A PDF of `size` bytes (a real PDF header, then zeros). */
function pdfOfSize(size: number, name = 'cv.pdf'): File {
  const bytes = new Uint8Array(size);
  bytes.set(PDF);
  return new File([bytes], name);
}

function renderField({
  kind = 'cv',
  initial = null,
  required = true,
  locale = 'it',
}: {
  kind?: ApplicationFileKind;
  initial?: ApplicationFileValue | null;
  required?: boolean;
  locale?: 'it' | 'en';
} = {}) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<ApplicationFileValue | null>(initial);
    return (
      <ApplicationFileField
        kind={kind}
        label="Curriculum"
        description="Una descrizione"
        required={required}
        value={value}
        onChange={(file) => {
          onChange(file);
          setValue(file);
        }}
      />
    );
  }
  renderStep(Harness, { state: applicationState(5), locale });
  return { onChange };
}

const input = (kind: ApplicationFileKind = 'cv') =>
  screen.getByTestId(`file-input-${kind}`) as HTMLInputElement;

function choose(file: File, kind: ApplicationFileKind = 'cv') {
  fireEvent.change(input(kind), { target: { files: [file] } });
}

async function problemAlert(): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = document.querySelector<HTMLElement>('[role="alert"][data-code]');
    if (!alert) throw new Error('no problem alert yet');
    return alert;
  });
}

describe('ApplicationFileField — check in the browser, then upload with progress', {
  timeout: 20_000,
}, () => {
  beforeEach(async () => {
    await useLanguage('it', ['application', 'errors']);
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

  it('ties the label to the file input, offers the accepted types and mentions 4.5 MB', async () => {
    renderField();
    const field = await screen.findByLabelText(/^Curriculum/);
    expect(field).toBe(input());
    expect(field.getAttribute('type')).toBe('file');
    expect(field.getAttribute('accept')).toBe('.pdf,.docx,.doc');
    expect(screen.getByText('Formati accettati: PDF, DOCX, DOC. Dimensione massima 4,5 MB.')).toBeTruthy();
    expect(screen.getByText('Una descrizione')).toBeTruthy();
    // The description is read with the input.
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.some((id) => document.getElementById(id)?.textContent?.includes('4,5 MB'))).toBe(true);
  });

  it('the identity document also accepts JPEG and PNG', async () => {
    renderField({ kind: 'identityDocument' });
    expect((await screen.findByTestId('file-input-identityDocument')).getAttribute('accept')).toBe(
      '.pdf,.jpg,.jpeg,.png,.docx,.doc',
    );
    expect(screen.getByText(/PDF, JPEG, PNG, DOCX, DOC/)).toBeTruthy();
  });

  it('refuses a file over 4.5 MB with its size in MB (DimensioniEccessive) and uploads nothing', async () => {
    const { onChange } = renderField();
    await screen.findByLabelText(/^Curriculum/);
    choose(pdfOfSize(5_250_000));
    const alert = await problemAlert();
    expect(alert.dataset.code).toBe('upload.tooLarge');
    expect(alert.textContent).toBe('Il file è troppo grande (5,25 MB): la dimensione massima è 4,5 MB.');
    expect(FakeXhr.instances).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the size in the English number format in English', async () => {
    await useLanguage('en', ['application', 'errors']);
    renderField({ locale: 'en' });
    await screen.findByLabelText(/^Curriculum/);
    choose(pdfOfSize(5_250_000));
    expect((await problemAlert()).textContent).toBe(
      'The file is too large (5.25 MB): the maximum size is 4.5 MB.',
    );
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses an empty file (FileVuoto)', async () => {
    renderField();
    await screen.findByLabelText(/^Curriculum/);
    choose(new File([], 'cv.pdf'));
    const alert = await problemAlert();
    expect(alert.dataset.code).toBe('upload.fileEmpty');
    expect(alert.textContent).toBe('Il file selezionato è vuoto: scegli un altro file.');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses a type not allowed: a JPEG photo as CV', async () => {
    const { onChange } = renderField();
    await screen.findByLabelText(/^Curriculum/);
    choose(new File([JPEG], 'cv.jpg'));
    const alert = await problemAlert();
    expect(alert.dataset.code).toBe('upload.typeNotAllowed');
    expect(alert.textContent).toBe('Tipo di file non consentito.');
    expect(FakeXhr.instances).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('checks the content, not only the name: a renamed executable is refused', async () => {
    renderField();
    await screen.findByLabelText(/^Curriculum/);
    choose(new File([EXE], 'cv.pdf'));
    expect((await problemAlert()).dataset.code).toBe('upload.contentMismatch');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('uploads a good file at once with the real progress, then takes the stored file as value', async () => {
    const { onChange } = renderField();
    await screen.findByLabelText(/^Curriculum/);
    choose(new File([PDF], 'mio cv.pdf'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/application/CUCINA-2027A/files/cv');
    expect(xhr.headers['x-csrf-token']).toBe('tok');
    expect(JSON.parse(xhr.body ?? '')).toEqual({
      fileName: 'mio cv.pdf',
      contentBase64: btoa(String.fromCharCode(...PDF)),
    });

    xhr.progress(40, 100);
    expect(await screen.findByText('Caricamento: 40%')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Avanzamento del caricamento: Curriculum' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(input().disabled).toBe(true);

    xhr.respond(200, {
      file: {
        kind: 'cv',
        fileName: 'mio cv.pdf',
        size: PDF.length,
        uploadedAt: '2026-11-22T10:00:00.000Z',
        status: 'In attesa di validazione',
      },
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ name: 'mio cv.pdf', size: PDF.length }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('file-current-cv').textContent).toContain('mio cv.pdf (< 0,01 MB)');
    expect(screen.getByRole('status').textContent).toBe('File caricato: mio cv.pdf');
    expect(screen.getByRole('button', { name: 'Rimuovi mio cv.pdf' })).toBeTruthy();
  });

  it('shows the translated error of a refused upload and keeps the previous file', async () => {
    const { onChange } = renderField({ initial: { name: 'vecchio.pdf', size: 120_000 } });
    expect((await screen.findByTestId('file-current-cv')).textContent).toContain('vecchio.pdf (0,12 MB)');
    choose(new File([PDF], 'nuovo.pdf'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last().respond(400, { error: { code: 'upload.contentMismatch', message: 'x' } });
    const alert = await problemAlert();
    expect(alert.textContent).toBe('Il contenuto del file non corrisponde al suo tipo.');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('file-current-cv').textContent).toContain('vecchio.pdf');
  });

  it('a refused file also keeps the previous value', async () => {
    const { onChange } = renderField({ initial: { name: 'vecchio.pdf', size: 120_000 } });
    await screen.findByTestId('file-current-cv');
    choose(pdfOfSize(6_000_000, 'grande.pdf'));
    expect((await problemAlert()).textContent).toContain('(6 MB)');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('file-current-cv').textContent).toContain('vecchio.pdf');
  });

  it('remove empties the field; the choose button then reads "choose" again', async () => {
    const { onChange } = renderField({ initial: { name: 'vecchio.pdf', size: 120_000 } });
    const current = await screen.findByTestId('file-current-cv');
    expect(screen.getByText('Sostituisci il file')).toBeTruthy();
    fireEvent.click(within(current).getByRole('button', { name: 'Rimuovi vecchio.pdf' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByTestId('file-current-cv')).toBeNull();
    expect(screen.getByText('Scegli il file')).toBeTruthy();
  });

  it('cancel stops the upload under way and changes nothing', async () => {
    const { onChange } = renderField();
    await screen.findByLabelText(/^Curriculum/);
    choose(new File([PDF], 'cv.pdf'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    fireEvent.click(screen.getByText('Annulla il caricamento'));
    expect(FakeXhr.last().isAborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('announces the form error given to it', async () => {
    function WithError() {
      return (
        <ApplicationFileField
          kind="cv"
          label="Curriculum"
          required
          value={null}
          onChange={() => {}}
          error="Campo obbligatorio."
        />
      );
    }
    renderStep(WithError, { state: applicationState(5) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Campo obbligatorio.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });
});
