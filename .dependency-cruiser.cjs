/**
 * The web app's module boundaries (decisions 69 and 90), checked by `npm test`'s lint step
 * (`npx depcruise`): a feature imports the shared layers and the domain, and another feature only
 * through one of the public faces listed here; the shared layers import no feature.
 * `scripts/boundary-control.mjs` writes a breach of each rule for a moment and fails unless this
 * check refuses it.
 */

/** What a feature offers the others: a file (or folder) listed here may be imported from another feature. */
const publicFaces = [
  // sign-in pieces shown inside other features' pages (the application's first step, the voucher page)
  'apps/web/src/features/auth/components/provider-buttons.tsx',
  'apps/web/src/features/auth/components/login-form.tsx',
  // a person's passkeys, shown on the console's person page
  'apps/web/src/features/auth/staff/person-passkeys.tsx',
  // push notifications offered from the application and the weekly survey's link on the home page
  'apps/web/src/features/notifications/utils/web-push.ts',
  'apps/web/src/features/notifications/components/enable-notifications-button.tsx',
  'apps/web/src/features/notifications/components/weekly-survey-link.tsx',
  // the door panel, also shown on the utility page
  'apps/web/src/features/doors/components/door-panel.tsx',
  // the reference lists (countries, provinces, schools...), read by the application's steps and the
  // voucher registration: every call of the reference feature (a folder ends with /)
  'apps/web/src/features/reference/api/',
  // the candidate's status bar and value labels, shown again in the console's application screens
  'apps/web/src/features/candidate/components/status-bar.tsx',
  'apps/web/src/features/candidate/utils/value-labels.ts',
];

/** A file exactly, or every file under a folder (written with a final /). */
const exactly = (path) => `^${path.replace(/[.]/g, '\\.')}${path.endsWith('/') ? '' : '$'}`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-to-feature',
      comment:
        "A feature imports the shared layers and the domain, never another feature's insides: " +
        'move what is shared to components/, hooks/ or lib/, or list the file as a public face in ' +
        '.dependency-cruiser.cjs.',
      severity: 'error',
      // A test may compose features, as app/ does.
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: '[.]test[.]tsx?$' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: ['^apps/web/src/features/$1/', ...publicFaces.map(exactly)],
      },
    },
    {
      name: 'shared-layer-to-feature',
      comment: 'The shared layers serve every feature and import none.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|hooks|lib|i18n|config)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'no-cycle',
      comment: 'No module imports itself back through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|node_modules)/' },
    // TypeScript 7 has no compiler API yet: swc reads the TypeScript sources.
    parser: 'swc',
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
