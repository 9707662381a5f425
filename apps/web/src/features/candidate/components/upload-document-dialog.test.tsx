import '../../../test/setup';
import type { CandidateDocument } from '@school/domain/candidate/contracts/list-documents';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../lib/api-client';
import { FakeXhr } from '../../../test/fake-xhr';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { UploadDocumentDialog } from './upload-document-dialog';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

const DOCUMENT: CandidateDocument = {
  id: '0b9d6b2e-4b8e-4d0c-9a52-6f1d2c3b4a59',
  type: 'IT_Passaporto',
  name: 'Passaporto o carta d’identità',
  dueDate: '2027-01-01',
  uploadedAt: null,
  status: 'Richiesto',
  note: '',
  refusalReason: '',
  fileName: null,
  mustEncrypt: false,
  publicKey: null,
};

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

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Scegli il file'), { target: { files: [file] } });
}

function open(document: CandidateDocument = DOCUMENT) {
  const onClose = vi.fn();
  const onUploaded = vi.fn();
  renderWithApp(<UploadDocumentDialog document={document} onClose={onClose} onUploaded={onUploaded} />);
  return { onClose, onUploaded };
}

const uploadButton = () => screen.getByRole('button', { name: 'Carica' });

describe('UploadDocumentDialog — "choose file, upload with progress bar, cancel closes"', {
  timeout: 20_000,
}, () => {
  beforeAll(() => useLanguage('it', ['candidate', 'errors']));
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

  it('keeps the upload button disabled until a file is chosen', async () => {
    open();
    expect(await screen.findByText('Carica documento: Passaporto')).toBeTruthy();
    expect(uploadButton().hasAttribute('disabled')).toBe(true);
  });

  it('refuses an empty file with FileVuoto and sends nothing', async () => {
    open();
    choose(new File([], 'vuoto.pdf'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Il file selezionato è vuoto: scegli un altro file.');
    expect(alert.dataset.code).toBe('upload.fileEmpty');
    expect(uploadButton().hasAttribute('disabled')).toBe(true);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses a file over the limit with DimensioniEccessive and its size in MB', async () => {
    open();
    const big = new Uint8Array(5_000_000);
    big.set(PDF);
    choose(new File([big], 'scansione.pdf'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Il file è troppo grande (5 MB): la dimensione massima è 4,5 MB.');
    expect(alert.dataset.code).toBe('upload.tooLarge');
    expect(uploadButton().hasAttribute('disabled')).toBe(true);
  });

  it('checks the type by content: a renamed executable is refused', async () => {
    open();
    choose(new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'passaporto.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il contenuto del file non corrisponde al suo tipo.',
    );
  });

  it('uploads with a real progress bar and reports the stored document', async () => {
    const { onUploaded } = open();
    choose(new File([PDF], 'passaporto.pdf'));
    expect(await screen.findByText('File scelto: passaporto.pdf (< 0,01 MB)')).toBeTruthy();
    await waitFor(() => expect(uploadButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(uploadButton());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.url).toBe(`/api/candidate/documents/${DOCUMENT.id}/upload`);
    expect(xhr.headers['x-csrf-token']).toBe('tok');
    expect(JSON.parse(xhr.body ?? '')).toEqual({
      fileName: 'passaporto.pdf',
      contentBase64: btoa(String.fromCharCode(...PDF)),
      encrypted: false,
    });

    xhr.progress(40, 100);
    expect(await screen.findByText('Caricamento: 40%')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Avanzamento del caricamento: Passaporto' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');

    const stored = {
      ...DOCUMENT,
      status: 'In attesa di validazione',
      uploadedAt: '2026-05-01T10:00:00.000Z',
      fileName: 'passaporto.pdf',
    };
    xhr.respond(200, { document: stored });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ document: stored }));
  });

  it('shows the error of a refused upload', async () => {
    open();
    choose(new File([PDF], 'passaporto.pdf'));
    await waitFor(() => expect(uploadButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(uploadButton());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last().respond(409, { error: { code: 'candidate.documentNotUploadable', message: 'x' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Questo documento non può essere caricato ora.',
    );
  });

  it('cancel aborts the upload under way and closes', async () => {
    const { onClose, onUploaded } = open();
    choose(new File([PDF], 'passaporto.pdf'));
    await waitFor(() => expect(uploadButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(uploadButton());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(FakeXhr.last().isAborted).toBe(true);
    expect(onClose).toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('encrypts a document flagged for encryption before sending it', async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
    const pem = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...spki))}\n-----END PUBLIC KEY-----`;
    open({ ...DOCUMENT, mustEncrypt: true, publicKey: pem });
    expect(await screen.findByText(/viene cifrato nel tuo browser/)).toBeTruthy();
    choose(new File([PDF], 'certificato.pdf'));
    await waitFor(() => expect(uploadButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(uploadButton());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const body = JSON.parse(FakeXhr.last().body ?? '') as { contentBase64: string; encrypted: boolean };
    expect(body.encrypted).toBe(true);
    // "AENV" is "QUVOV" in base64: the envelope, not the PDF ("JVBER").
    expect(body.contentBase64.startsWith('QUVOV')).toBe(true);
  });
});
