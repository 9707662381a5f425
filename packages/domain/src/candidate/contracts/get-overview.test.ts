import { describe, expect, it } from 'vitest';
import { statusBar } from '../status-bar.ts';
import { type GetOverviewResponse, GetOverviewResponseSchema } from './get-overview.ts';
import { ListApplicationsResponseSchema } from './list-applications.ts';
import { DocumentParamsSchema, UploadDocumentRequestBodySchema } from './upload-document.ts';

const APPLICATION = {
  id: 'a1',
  courseCode: 'CUCINA-2027A',
  courseName: 'Corso Superiore di Cucina Italiana',
  editionName: '2027A',
  stageName: 'Candidatura',
  applicationStatus: null,
  generalStatus: 'validato',
  editionStatus: null,
  enrolmentStatus: null,
  completionStatus: null,
  isActive: true,
  paymentsUpToDate: null,
  createdAt: '2026-01-01T10:00:00.000Z',
};

describe('GetOverviewResponseSchema — "Six-icon status bar ... and the tabs"', () => {
  it('accepts the bar computed by statusBar and the tabs', () => {
    const response: GetOverviewResponse = {
      application: APPLICATION,
      statusBar: statusBar({
        generalStatus: 'validato',
        editionStatus: 'wait',
        enrolmentStatus: null,
        completionStatus: null,
        paymentsUpToDate: true,
        documents: [],
        payments: [],
      }),
      tabs: ['application', 'documents', 'payments', 'clothing', 'visa'],
    };
    expect(GetOverviewResponseSchema.parse(response)).toEqual(response);
  });
  it('accepts no application', () => {
    expect(
      GetOverviewResponseSchema.safeParse({ application: null, statusBar: [], tabs: ['application'] })
        .success,
    ).toBe(true);
  });
  it('rejects an unknown colour or tab', () => {
    const icon = {
      name: 'candidate',
      colour: 'blue',
      variant: 'standard',
      messageKey: 'candidate.status.candidate.none',
    };
    expect(
      GetOverviewResponseSchema.safeParse({ application: null, statusBar: [icon], tabs: [] }).success,
    ).toBe(false);
    expect(
      GetOverviewResponseSchema.safeParse({ application: null, statusBar: [], tabs: ['shop'] }).success,
    ).toBe(false);
  });
});

describe('ListApplicationsResponseSchema — "Storico: table of course, date, status"', () => {
  it('accepts the history rows', () => {
    const item = {
      id: 'a1',
      courseName: 'Corso',
      courseCode: 'C',
      editionName: '2027A',
      createdAt: '2026-01-01T10:00:00.000Z',
      status: null,
      stageName: '',
      isActive: false,
    };
    expect(ListApplicationsResponseSchema.parse({ items: [item] })).toEqual({ items: [item] });
  });
});

describe('the upload route — POST /api/candidate/documents/:id/upload', () => {
  it('takes the document from the path and the file in the body, without documentId', () => {
    const body = { fileName: 'cv.pdf', contentBase64: 'JVBERi0x', encrypted: false };
    expect(UploadDocumentRequestBodySchema.parse(body)).toEqual(body);
    expect(UploadDocumentRequestBodySchema.safeParse({ ...body, documentId: 'x' }).success).toBe(false);
    expect(DocumentParamsSchema.safeParse({ id: '0b9d6b2e-4b8e-4d0c-9a52-6f1d2c3b4a59' }).success).toBe(true);
    expect(DocumentParamsSchema.safeParse({ id: '../x' }).success).toBe(false);
  });
});
