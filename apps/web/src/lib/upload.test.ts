import '../test/setup';
import { CANDIDATE_DOCUMENT_FILE_TYPES } from '@school/domain/candidate/documents';
import { endpoint } from '@school/domain/shared/endpoint';
import { UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FakeXhr } from '../test/fake-xhr';
import { jsonResponse } from '../test/render';
import { resetApiClientForTests } from './api-client';
import { checkChosenFile, plainUploadBody, upload } from './upload';

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the client reads document.cookie
  document.cookie = cookie;
}

/** Lets the client's awaits run (CSRF token, then send). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An upload route of the tests: any JSON object in, any JSON object back. */
const xUpload = endpoint('POST /api/x/upload', 'An upload', {
  body: z.record(z.string(), z.unknown()),
  answer: z.record(z.string(), z.unknown()),
});

describe('upload — XMLHttpRequest with the api client CSRF handling', () => {
  beforeEach(() => {
    setCookie('csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
    resetApiClientForTests();
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('POSTs the JSON body with the csrf cookie in x-csrf-token and reports the upload progress', async () => {
    setCookie('csrf=cookie-token; path=/');
    const progress: number[] = [];
    const result = upload(
      xUpload,
      { body: { a: 1 } },
      { onProgress: ({ loaded, total }) => progress.push(loaded / total) },
    );
    await tick();
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/x/upload');
    expect(xhr.headers['x-csrf-token']).toBe('cookie-token');
    expect(xhr.headers['content-type']).toBe('application/json');
    expect(xhr.body).toBe('{"a":1}');
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(200, { ok: true });
    await expect(result).resolves.toEqual({ ok: true });
    expect(progress).toEqual([0.25, 1]);
  });

  it("upload() sends to an endpoint's method and path and parses the answer of its status", async () => {
    setCookie('csrf=cookie-token; path=/');
    const replaceFile = endpoint('PUT /api/things/:id/file', 'Replace', {
      params: z.object({ id: z.string() }),
      body: z.object({ fileName: z.string(), contentBase64: z.string() }),
      answer: { 201: z.object({ id: z.string() }) },
      errors: [413],
    });
    const result = upload(replaceFile, {
      params: { id: 'a b' },
      body: { fileName: 'f.pdf', contentBase64: 'AA==' },
    });
    await tick();
    const xhr = FakeXhr.last();
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/api/things/a%20b/file']);
    expect(JSON.parse(xhr.body as string)).toEqual({ fileName: 'f.pdf', contentBase64: 'AA==' });
    xhr.respond(201, { id: 'f1', extra: true });
    // Parsed by the schema of the 201: what it does not declare is dropped.
    await expect(result).resolves.toEqual({ id: 'f1' });
  });

  it('asks GET /api/auth/csrf first without the cookie, and retries once after request.csrf', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { token: 'fresh' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = upload(xUpload, { body: {} });
    await tick();
    expect(FakeXhr.last().headers['x-csrf-token']).toBe('fresh');
    FakeXhr.last().respond(403, { error: { code: 'request.csrf', message: 'stale' } });
    await tick();
    await tick();
    expect(FakeXhr.instances).toHaveLength(2);
    FakeXhr.last().respond(200, { done: 1 });
    await expect(result).resolves.toEqual({ done: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('throws ApiError with the code of an error answer, and "network" on a failure', async () => {
    setCookie('csrf=t; path=/');
    const tooLarge = upload(xUpload, { body: {} });
    await tick();
    FakeXhr.last().respond(413, {
      error: { code: 'upload.tooLarge', message: 'x', fields: { contentBase64: 'upload.tooLarge' } },
    });
    await expect(tooLarge).rejects.toMatchObject({ status: 413, code: 'upload.tooLarge' });

    const offline = upload(xUpload, { body: {} });
    await tick();
    FakeXhr.last().fail();
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('aborts the request when the signal is aborted', async () => {
    setCookie('csrf=t; path=/');
    const controller = new AbortController();
    const result = upload(xUpload, { body: {} }, { signal: controller.signal });
    await tick();
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last().isAborted).toBe(true);
  });
});

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n');

function file(bytes: BlobPart, name: string): File {
  return new File([bytes], name);
}

describe('checkChosenFile — "file not empty (FileVuoto); not over the limit (DimensioniEccessive)"; type by content', () => {
  it('accepts a PDF', async () => {
    expect(await checkChosenFile(file(PDF, 'diploma.pdf'), CANDIDATE_DOCUMENT_FILE_TYPES)).toBeNull();
  });

  it('refuses an empty file: FileVuoto', async () => {
    expect(
      await checkChosenFile(file(new Uint8Array(0), 'vuoto.pdf'), CANDIDATE_DOCUMENT_FILE_TYPES),
    ).toEqual({ code: 'upload.fileEmpty', size: 0 });
  });

  it('refuses a file over 4,718,592 bytes: DimensioniEccessive with its size', async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(PDF);
    expect(await checkChosenFile(file(big, 'grande.pdf'), CANDIDATE_DOCUMENT_FILE_TYPES)).toEqual({
      code: 'upload.tooLarge',
      size: UPLOAD_MAX_BYTES + 1,
    });
    const limit = new Uint8Array(UPLOAD_MAX_BYTES);
    limit.set(PDF);
    expect(await checkChosenFile(file(limit, 'limite.pdf'), CANDIDATE_DOCUMENT_FILE_TYPES)).toBeNull();
  });

  it('refuses a renamed executable and a type that is not allowed, by content', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    expect(await checkChosenFile(file(exe, 'passaporto.pdf'), CANDIDATE_DOCUMENT_FILE_TYPES)).toEqual({
      code: 'upload.contentMismatch',
      size: 8,
    });
    expect(await checkChosenFile(file(exe, 'setup.exe'), CANDIDATE_DOCUMENT_FILE_TYPES)).toEqual({
      code: 'upload.typeNotAllowed',
      size: 8,
    });
    expect(await checkChosenFile(file(PDF, 'documento.docx'), CANDIDATE_DOCUMENT_FILE_TYPES)).toEqual({
      code: 'upload.contentMismatch',
      size: PDF.length,
    });
  });

  it('refuses a file name the server would refuse', async () => {
    expect(await checkChosenFile(file(PDF, 'fattura\u202Efdp.exe'), CANDIDATE_DOCUMENT_FILE_TYPES)).toEqual({
      code: 'upload.invalidFileName',
      size: PDF.length,
    });
  });
});

describe('plainUploadBody — "Sent as base64"', () => {
  it('is the trimmed name and the bytes as canonical base64, with the size', async () => {
    expect(await plainUploadBody(file(PDF, ' cv.pdf '))).toEqual({
      body: { fileName: 'cv.pdf', contentBase64: btoa(String.fromCharCode(...PDF)) },
      size: PDF.length,
    });
  });
});
