import { RETENTION_NOTICE_DAYS, retentionPeriod } from '@school/domain/privacy/retention';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { Db } from '../client.ts';
import { erasureRequests, users } from '../schema/index.ts';
import { seedCandidateData } from './demo-candidates.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 86_400_000;

/** The demo's privacy people: they sign in with the demo password like every demo account. */
export const DEMO_PRIVACY_USERS = {
  /** Withdrew her application: her passport and tax code card are due for deletion soon. */
  withdrawn: 'ritirata@demo.alma.it',
  /** Asked for his account to be erased: the request waits for the secretariat. */
  erasing: 'cancellazione@demo.alma.it',
} as const;

/**
 * What the console's privacy area shows on the demo: an erasure request waiting for the
 * secretariat's decision, and a withdrawn application whose identity and medical documents reach
 * the end of their retention period within the notice window (so the retention page lists them as
 * due, and a run now deletes nothing of the demo's).
 */
export async function seedPrivacyDemo(
  tx: Tx,
  { passwordHash }: { passwordHash: string },
  storage: FileStorage | undefined,
) {
  const now = Date.now();
  const period = retentionPeriod('closedApplicationDocuments');
  // Closed one period ago plus half the notice: due in about two weeks.
  const closedAt = new Date(now + DAY * Math.round(RETENTION_NOTICE_DAYS / 2));
  if (period.unit === 'months') closedAt.setUTCMonth(closedAt.getUTCMonth() - period.amount);
  else closedAt.setUTCFullYear(closedAt.getUTCFullYear() - period.amount);

  const [withdrawn, erasing] = await tx
    .insert(users)
    .values([
      {
        username: DEMO_PRIVACY_USERS.withdrawn,
        email: DEMO_PRIVACY_USERS.withdrawn,
        firstName: 'Rita',
        lastName: 'Ritirati',
        categories: ['Candidato'],
        privacyAccepted: true,
        passwordHash,
      },
      {
        username: DEMO_PRIVACY_USERS.erasing,
        email: DEMO_PRIVACY_USERS.erasing,
        firstName: 'Ernesto',
        lastName: 'Erasi',
        categories: ['Esterno'],
        privacyAccepted: true,
        passwordHash,
        language: 'en',
      },
    ])
    .returning({ id: users.id });
  if (!withdrawn || !erasing) throw new Error('could not seed the privacy demo people');

  const uploaded = new Date(closedAt.getTime() - 30 * DAY);
  await seedCandidateData(
    tx,
    withdrawn.id,
    {
      application: {
        courseCode: 'CUCINA-2025B',
        courseName: 'Corso Superiore di Cucina Italiana',
        editionName: '2025B',
        stageName: 'Ritirato',
        applicationStatus: 'Ritirato',
        generalStatus: 'In validazione',
        createdAt: new Date(uploaded.getTime() - 10 * DAY),
        updatedAt: closedAt,
      },
      documents: [
        {
          type: 'IT_Passaporto',
          name: 'Passaporto o carta d’identità',
          status: 'Validato',
          uploadedAt: uploaded,
          file: 'Passaporto',
        },
        {
          type: 'IT_CodiceFiscale',
          name: 'Codice fiscale',
          status: 'Validato',
          uploadedAt: uploaded,
          file: 'Codice fiscale',
        },
        {
          type: 'IT_Diploma',
          name: 'Diploma di scuola superiore',
          status: 'Validato',
          uploadedAt: uploaded,
          file: 'Diploma',
        },
      ],
    },
    storage,
  );

  await tx.insert(erasureRequests).values({
    userId: erasing.id,
    note: 'I chose another school: please erase my account and my data.',
    createdAt: new Date(now - 2 * DAY),
    updatedAt: new Date(now - 2 * DAY),
  });
}
