import { STAGE_STATUS } from '@school/domain/internship/stage';
import { formatAnswers, serializeAnswers } from '@school/domain/survey/answers';
import { SURVEY_FORMS, surveyForm } from '@school/domain/survey/forms';
import PDFDocument from 'pdfkit';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { newStorageKey } from '../../platform/storage/storage.ts';
import type { DbOrTx } from '../client.ts';
import { courseEditionSurveys, stageDocuments, stages } from '../schema/index.ts';
import { demoDay } from './demo-candidates.ts';

export const DEMO_STAGE_EDITION = 'CUCINA-2026B';

/** Luca's preferences, as he sent them (a valid answer of the preferences form). */
export const DEMO_PREFERENCES_ANSWERS = {
  preferenzaGeografica: 'Liberta',
  Automunito: true,
  colloquio: true,
  Autonomo: false,
  tipologiaStruttura: ['Ristorante', 'Hotel', 'Laboratorio'],
  estero: false,
  lingueConosciute: 'Inglese',
  note: 'Preferisco la cucina di pesce',
};

/** A one-page document, as the school would publish it. */
function stagePdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(18).text(title).moveDown();
  doc.font('Helvetica').fontSize(11);
  for (const line of lines) doc.text(line).moveDown(0.4);
  doc.end();
  return done;
}

const DOCUMENTS = [
  {
    name: 'Convenzione di stage',
    documentType: 'Convenzione',
    fileName: 'convenzione-stage.pdf',
    lines: [
      'Convenzione tra ALMA – Scuola Internazionale di Cucina Italiana e Ristorante Da Aldo.',
      'Periodo di stage, obiettivi formativi e tutor aziendale come indicati nella sezione Destinazione.',
    ],
  },
  {
    name: 'Progetto formativo',
    documentType: 'Progetto formativo',
    fileName: 'progetto-formativo.pdf',
    lines: [
      'Attività: linea calda, preparazioni di pesce, pasticceria da ristorazione.',
      'Orario: 40 ore settimanali, due giorni di riposo.',
    ],
  },
] as const;

/**
 * The internship demo: the edition CUCINA-2026B's three forms (preferences, Midterm, Endterm of
 * the survey engine); Luca at status 6 (preferences sent, destination and tutor set, two published
 * documents with their PDFs when `storage` is given, the mid survey open); Marco at status 1 (the
 * preferences open). Giulia has the stage flag and no stage (status 99, "no information").
 */
export async function seedInternshipDemo(
  tx: DbOrTx,
  people: { lucaEnrolmentId: string | undefined; marcoEnrolmentId: string | undefined },
  storage?: FileStorage,
): Promise<void> {
  const { lucaEnrolmentId, marcoEnrolmentId } = people;
  if (!lucaEnrolmentId || !marcoEnrolmentId) throw new Error('demo students without a course enrolment');
  await tx
    .insert(courseEditionSurveys)
    .values({
      productCode: DEMO_STAGE_EDITION,
      preferences: SURVEY_FORMS.preferences,
      midSurvey: SURVEY_FORMS.midterm,
      endSurvey: SURVEY_FORMS.endterm,
    })
    .onConflictDoNothing();

  const preferences = surveyForm('preferences');
  const [luca] = await tx
    .insert(stages)
    .values({
      enrolmentId: lucaEnrolmentId,
      status: STAGE_STATUS.midSurvey,
      hostCompany: 'Ristorante Da Aldo',
      street: 'Via Roma 1',
      postalCode: '43121',
      city: 'Parma',
      state: 'PR',
      country: 'Italia',
      tutorName: 'Aldo Bianchi',
      tutorPhone: '+393331234567',
      tutorEmail: 'aldo.bianchi@example.com',
      periodFrom: demoDay(-30),
      periodTo: demoDay(60),
      examStartDate: demoDay(90),
      preferencesCompleted: true,
      preferencesAnswers: serializeAnswers(preferences, DEMO_PREFERENCES_ANSWERS),
      preferencesAnswersFormatted: formatAnswers(preferences, DEMO_PREFERENCES_ANSWERS),
    })
    .returning({ id: stages.id });
  if (!luca) throw new Error('demo stage not created');

  for (const [index, document] of DOCUMENTS.entries()) {
    let file: { storageKey: string; fileName: string; contentType: string; size: number } | null = null;
    if (storage) {
      const bytes = await stagePdf(document.name, [...document.lines]);
      const storageKey = newStorageKey('documents');
      await storage.put(storageKey, bytes, 'application/pdf');
      file = { storageKey, fileName: document.fileName, contentType: 'application/pdf', size: bytes.length };
    }
    await tx.insert(stageDocuments).values({
      stageId: luca.id,
      name: document.name,
      documentType: document.documentType,
      published: true,
      createdAt: new Date(Date.UTC(2026, 0, 10 + index)),
      ...file,
    });
  }

  await tx.insert(stages).values({ enrolmentId: marcoEnrolmentId, status: STAGE_STATUS.preferences });
}
