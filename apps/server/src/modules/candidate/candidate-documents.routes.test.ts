import { UPLOAD_MAX_BASE64_LENGTH, UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.ts';
import { readAll } from '../../platform/storage/storage.ts';
import { decryptEnvelope, encryptForUpload, generateSchoolKeyPair } from '../../test/encryption.ts';
import { createApplication, createDocument, createEncryptionKey, createUser } from '../../test/fixtures.ts';
import { gateNextPut } from '../../test/gated-storage.ts';
import { signIn } from '../../test/sign-in.ts';
import { storedFiles as listStoredFiles } from '../../test/stored-files.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { within } from '../../test/within.ts';

const CANDIDATE: Parameters<typeof signIn>[1] = { categories: ['Candidato'] };

let ctx: TestContext;
const schoolKey = generateSchoolKeyPair();
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;

/** A candidate with a current application and one requested document. */
async function candidateWithDocument(values: Partial<Parameters<typeof createDocument>[2]> = {}) {
  const { user, client } = await signIn(ctx, CANDIDATE);
  const application = await createApplication(ctx.db, user.id);
  const document = await createDocument(ctx.db, application.id, values);
  return { user, client, application, document };
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62, 0),
  Buffer.from('This program cannot be run in DOS mode'),
]);

const upload = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.post(`/api/candidate/documents/${id}/upload`, body);
const plainBody = (bytes: Buffer, fileName = 'passaporto.pdf') => ({
  fileName,
  contentBase64: bytes.toString('base64'),
  encrypted: false,
});

const storedFiles = () => listStoredFiles(ctx.dataDir);

async function documentRow(id: string) {
  const [row] = await ctx.db.select().from(documents).where(eq(documents.id, id));
  return row;
}

describe('GET /api/candidate/documents', () => {
  it('lists the documents of the current application with the table columns', async () => {
    const { client, application } = await candidateWithDocument({ note: 'Pagina con la foto' });
    const key = await createEncryptionKey(ctx.db, schoolKey.publicKeyPem);
    await createDocument(ctx.db, application.id, {
      type: 'IT_Permesso',
      name: 'Permesso',
      dueDate: null,
      mustEncrypt: true,
      encryptionKeyId: key.id,
    });
    const res = await client.get('/api/candidate/documents');
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      type: 'IT_Passaporto',
      name: 'Passaporto',
      dueDate: '2030-09-01',
      uploadedAt: null,
      status: 'Richiesto',
      note: 'Pagina con la foto',
      refusalReason: '',
      mustEncrypt: false,
      publicKey: null,
    });
    expect(items[1]).toMatchObject({ mustEncrypt: true, publicKey: schoolKey.publicKeyPem });
  });

  it('is empty without an application', async () => {
    const { client } = await signIn(ctx, CANDIDATE);
    expect((await client.get('/api/candidate/documents')).json()).toEqual({ items: [] });
  });

  it('is 401 for a visitor and 403 for a graduate, an employee or an external user', async () => {
    expect((await new TestClient(ctx.app).get('/api/candidate/documents')).statusCode).toBe(401);
    for (const category of ['Diplomato', 'Dipendente', 'Esterno', 'Insegnante'] as const) {
      const { client } = await signIn(ctx, { categories: [category] });
      const res = await client.get('/api/candidate/documents');
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('auth.forbidden');
    }
  });

  it('is open to students too', async () => {
    const { client } = await signIn(ctx, { categories: ['Studente'] });
    expect((await client.get('/api/candidate/documents')).statusCode).toBe(200);
  });
});

describe('POST /api/candidate/documents/:id/upload', () => {
  it('stores a PDF, marks the document "In attesa di validazione" and keeps the bytes', async () => {
    const { client, document } = await candidateWithDocument({ refusalReason: 'Illeggibile' });
    const res = await upload(client, document.id, plainBody(PDF, 'Passaporto Mario Rossi.pdf'));
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toMatchObject({
      id: document.id,
      status: 'In attesa di validazione',
      fileName: 'Passaporto Mario Rossi.pdf',
      refusalReason: '',
    });
    expect(Date.parse(res.json().document.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
    const row = await documentRow(document.id);
    expect(row).toMatchObject({ contentType: 'application/pdf', size: PDF.length, encrypted: false });
    // The storage key is ours: a random id, never the user's file name.
    expect(row?.storageKey).toMatch(/^documents\/[0-9a-f-]{36}$/);
    const file = await ctx.app.storage.get(row?.storageKey ?? '');
    expect(file && (await readAll(file))).toEqual(PDF);
    expect(await storedFiles()).toHaveLength(1);
    // The table shows the new state.
    expect((await client.get('/api/candidate/documents')).json().items[0].status).toBe(
      'In attesa di validazione',
    );
  });

  it('stores an image', async () => {
    const { client, document } = await candidateWithDocument();
    const res = await upload(client, document.id, plainBody(PNG, 'carta.png'));
    expect(res.statusCode).toBe(200);
    expect((await documentRow(document.id))?.contentType).toBe('image/png');
  });

  it('stores an encrypted upload as the ciphertext envelope, which the school can decrypt', async () => {
    const { client, application } = await candidateWithDocument();
    const key = await createEncryptionKey(ctx.db, schoolKey.publicKeyPem);
    const secret = await createDocument(ctx.db, application.id, {
      mustEncrypt: true,
      encryptionKeyId: key.id,
    });
    const envelope = Buffer.from(await encryptForUpload(schoolKey.publicKeyPem, PDF));
    const res = await upload(client, secret.id, {
      fileName: 'permesso.pdf',
      contentBase64: envelope.toString('base64'),
      encrypted: true,
    });
    expect(res.statusCode).toBe(200);
    const row = await documentRow(secret.id);
    expect(row).toMatchObject({ encrypted: true, contentType: 'application/octet-stream' });
    const stored = await readAll(
      (await ctx.app.storage.get(row?.storageKey ?? '')) ?? { body: null as never, size: 0 },
    );
    expect(stored).toEqual(envelope);
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
    expect(Buffer.from(await decryptEnvelope(schoolKey.privateKeyPem, stored))).toEqual(PDF);
  });

  it.each([
    ['a plain file for a document to encrypt', true, false, 'upload.encryptionRequired'],
    ['an encrypted file for a plain document', false, true, 'upload.encryptionNotExpected'],
  ])('refuses %s and stores nothing', async (_case, mustEncrypt, encrypted, code) => {
    const { client, application } = await candidateWithDocument();
    const key = await createEncryptionKey(ctx.db, schoolKey.publicKeyPem);
    const target = await createDocument(ctx.db, application.id, { mustEncrypt, encryptionKeyId: key.id });
    const content = encrypted ? Buffer.from(await encryptForUpload(schoolKey.publicKeyPem, PDF)) : PDF;
    const res = await upload(client, target.id, { ...plainBody(content), encrypted });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe(code);
    expect(await storedFiles()).toEqual([]);
    expect((await documentRow(target.id))?.status).toBe('Richiesto');
  });

  it('refuses an "encrypted" payload that is not an envelope, or made with another key', async () => {
    const { client, application } = await candidateWithDocument();
    const key = await createEncryptionKey(ctx.db, schoolKey.publicKeyPem);
    const target = await createDocument(ctx.db, application.id, {
      mustEncrypt: true,
      encryptionKeyId: key.id,
    });
    const otherKey = generateSchoolKeyPair(3072);
    for (const content of [PDF, Buffer.from(await encryptForUpload(otherKey.publicKeyPem, PDF))]) {
      const res = await upload(client, target.id, { ...plainBody(content), encrypted: true });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('upload.invalidEnvelope');
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses an encrypted file whose name is not an allowed type', async () => {
    const { client, application } = await candidateWithDocument();
    const key = await createEncryptionKey(ctx.db, schoolKey.publicKeyPem);
    const target = await createDocument(ctx.db, application.id, {
      mustEncrypt: true,
      encryptionKeyId: key.id,
    });
    const envelope = Buffer.from(await encryptForUpload(schoolKey.publicKeyPem, EXE));
    const res = await upload(client, target.id, { ...plainBody(envelope, 'setup.exe'), encrypted: true });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('upload.typeNotAllowed');
    expect(await storedFiles()).toEqual([]);
  });

  it.each([
    ['a renamed executable (MZ header named .pdf)', EXE, 'fattura.pdf', 'upload.contentMismatch'],
    ['a PNG named .pdf', PNG, 'scan.pdf', 'upload.contentMismatch'],
    ['an executable', EXE, 'setup.exe', 'upload.typeNotAllowed'],
    ['a text file', Buffer.from('hello'), 'note.txt', 'upload.typeNotAllowed'],
    ['a file without extension', PDF, 'passaporto', 'upload.typeNotAllowed'],
    [
      'an HTML page named .pdf',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'x.pdf',
      'upload.contentMismatch',
    ],
  ])('refuses %s with 400 and stores nothing', async (_case, bytes, fileName, code) => {
    const { client, document } = await candidateWithDocument();
    const res = await upload(client, document.id, plainBody(bytes, fileName));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe(code);
    expect(await storedFiles()).toEqual([]);
    expect(await documentRow(document.id)).toMatchObject({
      status: 'Richiesto',
      storageKey: null,
      uploadedAt: null,
    });
  });

  it.each([
    ['an empty file (FileVuoto)', { contentBase64: '' }, 'contentBase64', 'upload.fileEmpty'],
    ['invalid base64', { contentBase64: 'JVBE*i0x' }, 'contentBase64', 'upload.invalidEncoding'],
    ['base64 with a line break', { contentBase64: 'JVBE\nRi0x' }, 'contentBase64', 'upload.invalidEncoding'],
    [
      'a data URL',
      { contentBase64: 'data:application/pdf;base64,JVBERi0x' },
      'contentBase64',
      'upload.invalidEncoding',
    ],
    ['a Unix path as file name', { fileName: '../../etc/passwd' }, 'fileName', 'upload.invalidFileName'],
    ['a folder in the file name', { fileName: 'a/b.pdf' }, 'fileName', 'upload.invalidFileName'],
    ['a Windows path', { fileName: 'C:\\temp\\a.pdf' }, 'fileName', 'upload.invalidFileName'],
    ['a right-to-left override', { fileName: 'invoice\u202Efdp.exe' }, 'fileName', 'upload.invalidFileName'],
    ['a missing encrypted flag', { encrypted: undefined }, 'encrypted', 'request.invalid'],
    ['an unknown field', { path: '/tmp/x' }, '_', 'invalid'],
  ])('refuses %s (request.invalid, field code) and stores nothing', async (_case, patch, field, code) => {
    const { client, document } = await candidateWithDocument();
    const res = await upload(client, document.id, { ...plainBody(PDF), ...patch });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('request.invalid');
    expect(errorOf(res).fields?.[field]).toBe(code);
    expect(await storedFiles()).toEqual([]);
    expect((await documentRow(document.id))?.status).toBe('Richiesto');
  });

  it('refuses a NUL byte in the name as a control character and stores nothing', async () => {
    const { client, document } = await candidateWithDocument();
    const res = await upload(client, document.id, { ...plainBody(PDF), fileName: 'a.pdf\u0000.exe' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'request.controlCharacters',
      fields: { fileName: 'request.controlCharacters' },
    });
    expect(await storedFiles()).toEqual([]);
    expect((await documentRow(document.id))?.status).toBe('Richiesto');
  });

  it('refuses non-canonical base64 (bits after the padding) as invalid encoding', async () => {
    const { client, document } = await candidateWithDocument();
    const res = await upload(client, document.id, {
      ...plainBody(PDF),
      contentBase64: 'JVBERi0xLjcR' + 'QR==',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('upload.invalidEncoding');
  });

  it('refuses a file over 4,718,592 bytes (DimensioniEccessive) with 413 and stores nothing', async () => {
    const { client, document } = await candidateWithDocument();
    const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PDF.length, 0x20)]);
    const res = await upload(client, document.id, plainBody(big));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).code).toBe('upload.tooLarge');
    expect(await storedFiles()).toEqual([]);
  });

  it('accepts a file of exactly 4,718,592 bytes', async () => {
    const { client, document } = await candidateWithDocument();
    const limit = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES - PDF.length, 0x20)]);
    const res = await upload(client, document.id, plainBody(limit));
    expect(res.statusCode).toBe(200);
    expect((await documentRow(document.id))?.size).toBe(UPLOAD_MAX_BYTES);
  });

  it('refuses base64 longer than the encoded limit (DimensioniEccessiveBuffer)', async () => {
    const { client, document } = await candidateWithDocument();
    const res = await upload(client, document.id, {
      ...plainBody(PDF),
      contentBase64: 'A'.repeat(UPLOAD_MAX_BASE64_LENGTH + 4),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.contentBase64).toBe('upload.tooLargeEncoded');
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a body over the route limit with 413, the encoded file too large (DimensioniEccessiveBuffer)', async () => {
    const { client, document } = await candidateWithDocument();
    const res = await upload(client, document.id, {
      ...plainBody(PDF),
      contentBase64: 'A'.repeat(UPLOAD_MAX_BASE64_LENGTH + 64 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toMatchObject({
      code: 'upload.tooLargeEncoded',
      fields: { contentBase64: 'upload.tooLargeEncoded' },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it.each(['In attesa di validazione', 'Validato'])(
    'refuses a document in state %s with 409',
    async (status) => {
      const { client, document } = await candidateWithDocument({ status });
      const res = await upload(client, document.id, plainBody(PDF));
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).code).toBe('candidate.documentNotUploadable');
      expect(await storedFiles()).toEqual([]);
    },
  );

  it("answers 404 for another candidate's document, and changes nothing", async () => {
    const owner = await createUser(ctx.db, { categories: ['Candidato'] });
    const theirs = await createDocument(ctx.db, (await createApplication(ctx.db, owner.id)).id);
    const { client } = await signIn(ctx, CANDIDATE);
    const res = await upload(client, theirs.id, plainBody(PDF));
    expect(res.statusCode).toBe(404);
    expect(await documentRow(theirs.id)).toMatchObject({ status: 'Richiesto', storageKey: null });
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 404 for an unknown document and 400 for an id that is not a uuid', async () => {
    const { client } = await signIn(ctx, CANDIDATE);
    expect((await upload(client, '0b9d6b2e-4b8e-4d0c-9a52-6f1d2c3b4a59', plainBody(PDF))).statusCode).toBe(
      404,
    );
    expect((await upload(client, '..%2F..%2Fetc', plainBody(PDF))).statusCode).toBe(400);
  });

  it('is 401 for a visitor and 403 for other categories, before reading the body', async () => {
    const { document } = await candidateWithDocument();
    const visitor = await upload(new TestClient(ctx.app), document.id, plainBody(PDF));
    expect(visitor.statusCode).toBe(401);
    const { client } = await signIn(ctx, { categories: ['Esterno'] });
    expect((await upload(client, document.id, plainBody(PDF))).statusCode).toBe(403);
    expect(await storedFiles()).toEqual([]);
  });

  it('replaces the refused file when the candidate uploads again', async () => {
    const { client, document } = await candidateWithDocument();
    await upload(client, document.id, plainBody(PDF));
    const first = (await documentRow(document.id))?.storageKey;
    await ctx.db
      .update(documents)
      .set({ status: 'Richiesto', refusalReason: 'Scansione illeggibile' })
      .where(eq(documents.id, document.id));
    const res = await upload(client, document.id, plainBody(PNG, 'foto.png'));
    expect(res.statusCode).toBe(200);
    const row = await documentRow(document.id);
    expect(row?.storageKey).not.toBe(first);
    expect(await ctx.app.storage.get(first ?? '')).toBeNull();
    expect(await storedFiles()).toHaveLength(1);
  });
});

describe('GET /api/candidate/documents/:id/file', () => {
  async function uploaded(fileName = 'Passaporto è "mio".pdf') {
    const setup = await candidateWithDocument();
    expect((await upload(setup.client, setup.document.id, plainBody(PDF, fileName))).statusCode).toBe(200);
    return setup;
  }

  it('sends the owner the file as an attachment with safe headers', async () => {
    const { client, document } = await uploaded();
    const res = await client.get(`/api/candidate/documents/${document.id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PDF);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Passaporto e _mio_.pdf"; filename*=UTF-8''Passaporto%20%C3%A8%20_mio_.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('sends an encrypted file as application/octet-stream named .enc', async () => {
    const { client, application } = await candidateWithDocument();
    const key = await createEncryptionKey(ctx.db, schoolKey.publicKeyPem);
    const secret = await createDocument(ctx.db, application.id, {
      mustEncrypt: true,
      encryptionKeyId: key.id,
    });
    const envelope = Buffer.from(await encryptForUpload(schoolKey.publicKeyPem, PDF));
    await upload(client, secret.id, { ...plainBody(envelope, 'permesso.pdf'), encrypted: true });
    const res = await client.get(`/api/candidate/documents/${secret.id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toContain('filename=permesso.pdf.enc');
    expect(res.rawPayload).toEqual(envelope);
  });

  it("answers 404 to another candidate (one candidate reading another's document)", async () => {
    const { document } = await uploaded();
    const { client } = await signIn(ctx, CANDIDATE);
    const res = await client.get(`/api/candidate/documents/${document.id}/file`);
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
  });

  it('sends any document to the secretariat, and refuses other employees', async () => {
    const { document } = await uploaded();
    const staff = await signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Segreteria'] });
    expect((await staff.client.get(`/api/candidate/documents/${document.id}/file`)).rawPayload).toEqual(PDF);
    const other = await signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Apertura Porte'] });
    expect((await other.client.get(`/api/candidate/documents/${document.id}/file`)).statusCode).toBe(403);
  });

  it('answers 404 for a document without a file, and 401 to a visitor', async () => {
    const { client, document } = await candidateWithDocument();
    expect((await client.get(`/api/candidate/documents/${document.id}/file`)).statusCode).toBe(404);
    expect(
      (await new TestClient(ctx.app).get(`/api/candidate/documents/${document.id}/file`)).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/candidate/documents/:id/upload while the storage is slow', () => {
  it('holds no lock during the storage write; the upload refused under the lock leaves no file', async () => {
    const { client, document } = await candidateWithDocument();
    const gate = gateNextPut(ctx.app.storage);
    const first = upload(client, document.id, plainBody(PDF, 'primo.pdf'));
    try {
      const firstKey = await gate.started;
      // The same document, uploaded again while the first file is still being written.
      const second = await within(
        upload(client, document.id, plainBody(PNG, 'secondo.png')),
        5000,
        'an upload while another one writes its file',
      );
      expect(second.statusCode, second.body).toBe(200);
      gate.release();
      const res = await first;
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).code).toBe('candidate.documentNotUploadable');
      expect(await ctx.app.storage.get(firstKey)).toBeNull();
    } finally {
      gate.release();
      await first;
    }
    expect(await documentRow(document.id)).toMatchObject({
      fileName: 'secondo.png',
      contentType: 'image/png',
    });
    expect(await storedFiles()).toHaveLength(1);
  });
});
