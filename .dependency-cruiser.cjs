// Import boundaries, checked by `npm run deps:check` (part of `npm test`).
// Web layers: shared (ui, lib, i18n, session, sync, routes, workspace, db) → features → app;
// web/src/test/ (helpers for tests, the whole-app renderer among them) may import anything.
// The server's own rules live beside it and are merged in here.
const SHARED = '^web/src/(ui|lib|i18n|session|sync|routes|workspace|db|styles|locales)/';
const TEST = '\\.test\\.tsx?$';
const STORAGE_INTERNALS = 'node_modules/(rxdb/dist/[^/]+/plugins/(storage-[^/]+|leader-election)/|dexie/)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle, types included: a circle means two modules are one.',
      severity: 'error',
      from: { path: '^(web|schemas)/' },
      to: { circular: true },
    },
    {
      name: 'feature-through-index',
      comment: "A feature uses another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: {
        path: '^web/src/features/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'shared-below-features',
      comment: 'Shared layers serve the features and the app; they never import them (tests may).',
      severity: 'error',
      from: { path: SHARED, pathNot: TEST },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'features-below-app',
      comment: 'The app composes the features; a feature never imports the app (tests may).',
      severity: 'error',
      from: { path: '^web/src/features/', pathNot: TEST },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'rxdb-storage-internals',
      comment:
        "RxDB's storages, leader election and Dexie only from web/src/db/storage/ (tests may build a memory database).",
      severity: 'error',
      from: { path: '^web/src/', pathNot: ['^web/src/db/storage/', TEST] },
      to: { path: STORAGE_INTERNALS },
    },
    ...require('./sync-server/dependency-rules.cjs').forbidden,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '^web/dist/', '^web/dist-', '^sync-server/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
