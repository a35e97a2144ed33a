/**
 * The dependency rule of docs/architecture.md, checked by `npm run lint:deps`
 * (part of `npm test`). A rule here is the rule: there is no exceptions file.
 * Paths are real paths (workspace packages resolve to packages/* and apps/*).
 */
const TESTS = '(\\.test\\.tsx?$|\\.fixture\\.tsx?$|/test/|\\.e2e\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import circles make load order matter and layers meaningless.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-only-zod',
      severity: 'error',
      comment: 'Contracts are wire shapes both sides read: they import zod and each other, nothing else.',
      from: { path: '^packages/contracts/src', pathNot: TESTS },
      to: { pathNot: ['^packages/contracts/src', 'node_modules/zod/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'Domain rules import contracts and themselves only: no database, HTTP, React or apps. ' +
        "The platform's hash (node:crypto, for WooCommerce's md5 line keys) is the one built-in; the browser never loads cart-document.",
      from: { path: '^packages/domain/src', pathNot: TESTS },
      to: { pathNot: ['^packages/(domain|contracts)/src', 'node_modules/zod/', '^(node:)?crypto$'] },
    },
    {
      name: 'i18n-only-i18next',
      severity: 'error',
      comment: 'The catalogs and their formatters depend on i18next and contracts only.',
      from: { path: '^packages/i18n/src', pathNot: TESTS },
      to: { pathNot: ['^packages/(i18n|contracts)/src', 'node_modules/i18next/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'db-below-services',
      severity: 'error',
      comment: 'Repositories implement domain ports; they never reach up into the apps.',
      from: { path: '^packages/db/src' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-never-imports-server-or-db',
      severity: 'error',
      comment: 'The browser bundle must not pull in server code or database drivers.',
      from: { path: '^apps/web/' },
      to: { path: ['^apps/server/', '^packages/db/', 'node_modules/(pg|drizzle-orm|fastify)/'] },
    },
    {
      name: 'edge-never-imports-db',
      severity: 'error',
      comment: 'Routes, pages, serializers and HTTP helpers talk to services; only services (and the composition root) reach the database.',
      from: { path: '^apps/server/src/(routes|pages|serializers|http)/', pathNot: TESTS },
      to: { path: ['^packages/db/', 'node_modules/(pg|drizzle-orm)/'] },
    },
    {
      name: 'services-depend-on-ports',
      severity: 'error',
      comment:
        'Services take their storage as ports (interfaces in packages/domain: OrderRepository, PaymentRepository, …), never the Pg* classes. Only the composition roots that wire the Pg* classes in, the job runner that adapts graphile-worker, and the demo orders (which read the demo accounts) import the db package.',
      from: {
        path: '^apps/server/src/services/',
        pathNot: [
          TESTS,
          '^apps/server/src/services/(build-services|commerce)\\.ts$',
          '^apps/server/src/services/jobs/',
          '^apps/server/src/services/demo/',
        ],
      },
      to: { path: ['^packages/db/', 'node_modules/(pg|drizzle-orm)/'] },
    },
    {
      name: 'server-imports-web-only-for-ssr',
      severity: 'error',
      comment: 'The server renders islands through @soul/web/ssr and reads the build manifest; it never imports a widget directly.',
      from: { path: '^apps/server/src', pathNot: TESTS },
      to: { path: '^apps/web/src', pathNot: '^apps/web/src/ssr/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/\\.vite'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
