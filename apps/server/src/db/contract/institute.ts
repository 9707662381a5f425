import type { InstituteRow } from '../schema/reference.ts';

/**
 * Our column → the column of the ministry's open-data school registry ("Anagrafe scuole statali",
 * CSV), which `npm run import:schools` reads; the CRM's getScuole returned the same schools.
 */
export const INSTITUTE_CONTRACT = {
  code: 'CODICESCUOLA',
  name: 'DENOMINAZIONESCUOLA',
  city: 'DESCRIZIONECOMUNE',
  province: 'PROVINCIA',
  region: 'REGIONE',
  type: 'DESCRIZIONETIPOLOGIAGRADOISTRUZIONESCUOLA',
  updatedAt: null, // ours: when the import last wrote the row
} as const satisfies Record<keyof InstituteRow, string | null>;
