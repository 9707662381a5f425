/** Where the e2e portal and the local identity provider listen (fixed, loopback only). */
export const PORTAL_PORT = Number(process.env.E2E_PORT ?? 4310);
export const PORTAL_URL = `http://127.0.0.1:${PORTAL_PORT}`;
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4311);
export const OIDC_URL = `http://127.0.0.1:${OIDC_PORT}`;
export const SECRETARIAT_EMAIL = 'segreteria@alma.scuolacucina.it';
/** The password of every demo account (apps/server/src/db/seed/demo.ts). */
export const DEMO_PASSWORD = 'Alma2026!';
export const DEMO = {
  candidato: 'candidato@demo.alma.it',
  studente: 'studente@demo.alma.it',
  studente2: 'studente2@demo.alma.it',
  diplomato: 'diplomato@demo.alma.it',
  dipendente: 'dipendente@demo.alma.it',
  insegnante: 'insegnante@demo.alma.it',
  esterno: 'esterno@demo.alma.it',
  bloccato: 'bloccato@demo.alma.it',
} as const;
