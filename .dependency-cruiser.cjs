// Layering rules checked by `npm run lint` (see docs/architecture.md for the layers).
// Cycles count every kind of edge: value, type-only (`import type`) and dynamic `import()`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Modules form a tree: a cycle makes load order and lazy chunks depend on accident.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'screens-not-to-routes-or-app',
      comment: 'Screens are presentational: they receive props and never reach for routes or the app shell.',
      severity: 'error',
      from: { path: '^packages/apply/src/screens/' },
      to: { path: '^packages/apply/src/(routes|app)/' },
    },
    {
      name: 'core-not-to-ui',
      comment: '@leasekit/core is headless: it never depends on @leasekit/ui.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^packages/ui/' },
    },
    {
      name: 'core-react-only-in-src-react',
      comment: '@leasekit/core is framework-free: React only in src/react.',
      severity: 'error',
      from: { path: '^packages/core/src/', pathNot: '^packages/core/src/react/' },
      to: { path: '^node_modules/(react|react-dom)/' },
    },
    {
      name: 'packages-not-to-apps',
      comment: 'The packages are the product; the apps use them, never the other way round.',
      severity: 'error',
      // Stories and tests may read the reference app's brands and the sandbox's Spanish forms as fixtures.
      from: { path: '^packages/', pathNot: '\\.(test|stories)\\.tsx?$' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that does not resolve would hide an edge from the rules above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|storybook-static|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@leasekit/source', 'import', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
