import { UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications, documents } from '../../db/schema/index.ts';
import { readAll } from '../../platform/storage/storage.ts';
import {
  EXE,
  errorOf,
  fileBody,
  JPEG,
  OTHER_PRODUCT,
  PDF,
  PRODUCT,
  seedCatalogue,
  signIn,
  stepUrl,
  validSteps,
} from '../../test/application-fixtures.ts';
import { gateNextPut } from '../../test/gated-storage.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { within } from '../../test/within.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await seedCatalogue(ctx.db);
});

const filesUrl = (kind: string, product = PRODUCT) => `/api/application/${product}/files/${kind}`;

async function filesOf(userId: string) {
  return ctx.db
    .select({ document: documents })
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .where(and(eq(applications.userId, userId), eq(applications.productCode, PRODUCT)))
    .then((rows) => rows.map((r) => r.document));
}

describe('POST /api/application/:productCode/files/:kind', () => {
  it('stores the CV in the file storage and as a document awaiting validation', async () => {
    const { user, client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 5 });
    const res = await client.post(filesUrl('cv'), fileBody(PDF, 'Curriculum.pdf'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().file).toMatchObject({
      kind: 'cv',
      fileName: 'Curriculum.pdf',
      size: PDF.length,
      status: 'In attesa di validazione',
    });
    const [doc] = await filesOf(user.id);
    expect(doc).toMatchObject({
      applicationFile: 'cv',
      type: 'CV',
      name: 'Curriculum Vitae',
      contentType: 'application/pdf',
      status: 'In attesa di validazione',
    });
    const stored = await ctx.app.storage.get(doc!.storageKey!);
    expect(await readAll(stored!)).toEqual(PDF);
    // The state lists it and the step-5 form names it.
    const state = (await client.get(`/api/application/${PRODUCT}/state`)).json();
    expect(state.files).toHaveLength(1);
    expect(state.form.documents.cv).toEqual({ name: 'Curriculum.pdf', size: PDF.length });
  });

  it('replaces a previous file of the same kind and removes the old one from the storage', async () => {
    const { user, client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 6 });
    await client.post(filesUrl('identityDocument'), fileBody(PDF, 'carta.pdf'));
    const [first] = await filesOf(user.id);
    const res = await client.post(filesUrl('identityDocument'), fileBody(JPEG, 'carta.jpg'));
    expect(res.statusCode, res.body).toBe(200);
    const rows = await filesOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fileName: 'carta.jpg', contentType: 'image/jpeg' });
    expect(await ctx.app.storage.get(first!.storageKey!)).toBeNull();
  });

  it.each([
    {
      case: 'a renamed executable',
      body: fileBody(EXE, 'cv.pdf'),
      status: 400,
      code: 'upload.contentMismatch',
    },
    {
      case: 'a text file',
      body: fileBody(Buffer.from('hello'), 'cv.txt'),
      status: 400,
      code: 'upload.typeNotAllowed',
    },
    {
      case: 'a JPEG as CV (pdf, docx, doc only)',
      body: fileBody(JPEG, 'cv.jpg'),
      status: 400,
      code: 'upload.typeNotAllowed',
    },
    {
      case: 'an empty file',
      body: { fileName: 'cv.pdf', contentBase64: '' },
      status: 400,
      code: 'upload.fileEmpty',
    },
    {
      case: 'broken base64',
      body: { fileName: 'cv.pdf', contentBase64: 'JVBER===' },
      status: 400,
      code: 'upload.invalidEncoding',
    },
    {
      case: 'a path as file name',
      body: fileBody(PDF, '../cv.pdf'),
      status: 400,
      code: 'upload.invalidFileName',
    },
    {
      case: 'a file over 4,718,592 bytes',
      body: fileBody(Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES)]), 'cv.pdf'),
      status: 413,
      code: 'upload.tooLarge',
    },
  ])('refuses $case and stores nothing', async ({ body, status, code }) => {
    const { user, client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 5 });
    const res = await client.post(filesUrl('cv'), body);
    expect(res.statusCode).toBe(status);
    const error = errorOf(res);
    expect(error.code === code || Object.values(error.fields ?? {}).includes(code), res.body).toBe(true);
    expect(await filesOf(user.id)).toHaveLength(0);
    expect(await ctx.db.select().from(documents)).toHaveLength(0);
  });

  it('refuses a body over the upload limit with 413', async () => {
    const { client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 5 });
    const res = await client.post(filesUrl('cv'), {
      fileName: 'cv.pdf',
      contentBase64: 'A'.repeat(7_000_000),
    });
    expect(res.statusCode).toBe(413);
  });

  it('refuses a file whose step is not reached, another product, an unknown kind, and visitors', async () => {
    const { client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    const early = await client.post(filesUrl('cv'), fileBody(PDF, 'cv.pdf'));
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('application.stepOutOfOrder');
    const other = await client.post(
      filesUrl('englishCertificate', OTHER_PRODUCT),
      fileBody(PDF, 'ielts.pdf'),
    );
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).code).toBe('application.productMismatch');
    expect((await client.post(filesUrl('photo'), fileBody(PDF, 'x.pdf'))).statusCode).toBe(400);
    const visitor = await new TestClient(ctx.app).post(filesUrl('cv'), fileBody(PDF, 'cv.pdf'));
    expect(visitor.statusCode).toBe(401);
    // Before the body is read: not 413 for a visitor's oversize body.
    const big = await new TestClient(ctx.app).post(filesUrl('cv'), {
      fileName: 'cv.pdf',
      contentBase64: 'A'.repeat(7_000_000),
    });
    expect(big.statusCode).toBe(401);
    expect(await ctx.db.select().from(documents)).toHaveLength(0);
  });

  it('keeps a file the secretariat validated (409)', async () => {
    const { user, client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 5 });
    await client.post(filesUrl('cv'), fileBody(PDF, 'cv.pdf'));
    const [doc] = await filesOf(user.id);
    await ctx.db.update(documents).set({ status: 'Validato' }).where(eq(documents.id, doc!.id));
    const res = await client.post(filesUrl('cv'), fileBody(PDF, 'cv2.pdf'));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('candidate.documentNotUploadable');
    expect((await filesOf(user.id))[0]?.fileName).toBe('cv.pdf');
  });

  it('step 5 needs the CV uploaded, and in English the motivational letter too', async () => {
    const { user, client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 5, showFee: false });
    const notUploaded = await client.put(stepUrl(PRODUCT, 5), validSteps(user.email)[5]);
    expect(notUploaded.statusCode).toBe(400);
    expect(errorOf(notUploaded).fields?.cv).toBe('application.required');
    await client.post(filesUrl('cv'), fileBody(PDF, 'cv.pdf'));
    const english = await client.put(stepUrl(PRODUCT, 5, 'en'), validSteps(user.email)[5]);
    expect(errorOf(english).fields?.motivationalLetter).toBe('application.required');
    const oversize = await client.put(stepUrl(PRODUCT, 5), {
      cv: { name: 'cv.pdf', size: UPLOAD_MAX_BYTES + 1 },
    });
    expect(errorOf(oversize).fields?.cv).toBe('upload.tooLarge');
    const ok = await client.put(stepUrl(PRODUCT, 5), validSteps(user.email)[5]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ storedStep: 6, step: 6 });
  });
});

describe('POST /api/application/:productCode/files/:kind while the storage is slow', () => {
  it('holds no lock on the account during the storage write', async () => {
    const { user, client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 5, showFee: false });
    const gate = gateNextPut(ctx.app.storage);
    const first = client.post(filesUrl('cv'), fileBody(PDF, 'cv.pdf'));
    try {
      await gate.started;
      // Another file and a save of the same account go through meanwhile.
      const letter = await within(
        client.post(filesUrl('motivationalLetter'), fileBody(PDF, 'lettera.pdf')),
        5000,
        'an upload while another one writes its file',
      );
      expect(letter.statusCode, letter.body).toBe(200);
      const save = await within(client.put(stepUrl(PRODUCT, 5), validSteps(user.email)[5]), 5000, 'a save');
      expect(errorOf(save).fields?.cv).toBe('application.required');
      gate.release();
      expect((await first).statusCode).toBe(200);
    } finally {
      gate.release();
      await first;
    }
    expect((await filesOf(user.id)).map((f) => f.fileName).sort()).toEqual(['cv.pdf', 'lettera.pdf']);
  });

  it('removes the new file when the record refuses it (validated meanwhile) and keeps the old one', async () => {
    const { user, client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 5 });
    await client.post(filesUrl('cv'), fileBody(PDF, 'cv.pdf'));
    const [kept] = await filesOf(user.id);
    const gate = gateNextPut(ctx.app.storage);
    const second = client.post(filesUrl('cv'), fileBody(PDF, 'cv-nuovo.pdf'));
    try {
      const newKey = await gate.started;
      await ctx.db.update(documents).set({ status: 'Validato' }).where(eq(documents.id, kept!.id));
      gate.release();
      const res = await second;
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).code).toBe('candidate.documentNotUploadable');
      expect(await ctx.app.storage.get(newKey)).toBeNull();
    } finally {
      gate.release();
      await second;
    }
    const [row] = await filesOf(user.id);
    expect(row).toMatchObject({ fileName: 'cv.pdf', storageKey: kept!.storageKey });
    expect(await ctx.app.storage.get(kept!.storageKey!)).not.toBeNull();
  });
});
