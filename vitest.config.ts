import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

/** Workspace packages are consumed from source through this export condition. */
const sourceConditions = ['@leasekit/source'];

const shared = {
  resolve: { conditions: [...sourceConditions, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [...sourceConditions, 'module', 'node', 'development|production'] } },
};

/** React 18.3 and its react-dom, nested in the test/react18 workspace (beside the repo's React 19). */
const react18 = fileURLToPath(new URL('./test/react18/node_modules/', import.meta.url));

/** Debian's chromium (browsers cannot be downloaded here; see docs/toolchain.md). */
const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
const chromium = playwright({ launchOptions: chromiumLaunchOptions });

/**
 * The same Chromium with a tall window for the visual baselines: the story's frame grows to the page's
 * height for its picture (.storybook/visual.setup.ts), and in a window shorter than that Vitest would
 * scale the frame down, blurring the picture.
 */
const chromiumTall = playwright({
  launchOptions: chromiumLaunchOptions,
  contextOptions: { viewport: { width: 1280, height: 8000 } },
});

/**
 * Chromium in forced-colours emulation (Windows High Contrast), for the forced-colours stories' pixel
 * test.
 */
const chromiumForcedColors = playwright({
  launchOptions: chromiumLaunchOptions,
  contextOptions: { forcedColors: 'active' },
});

/**
 * Every story as a test in real Chromium (a11y violations fail, and each story's last frame must match
 * its name: .storybook/story-state.ts), once per brand and locale, each at one of the app's sizes
 * (.storybook/preview.tsx viewports): English in a retailer's checkout modal (480 × 720) with visual
 * baselines (.storybook/visual.setup.ts), Spanish on a 375 px and a 320 px phone.
 */
function storybookProject(brand: 'default' | 'breeze', locale: 'en' | 'es') {
  const viewport = locale === 'en' ? 'checkoutModal' : brand === 'default' ? 'phone' : 'smallPhone';
  return {
    plugins: [
      storybookTest({
        configDir: '.storybook',
        initialGlobals: { brand, locale, viewport: { value: viewport, isRotated: false } },
        // Stories whose play functions read English texts are tagged 'en-only'.
        ...(locale === 'es' ? { tags: { exclude: ['en-only'] } } : {}),
      }),
    ],
    test: {
      name: locale === 'en' ? `storybook-${brand}` : `storybook-${brand}-${locale}`,
      setupFiles: locale === 'en' ? ['./.storybook/visual.setup.ts'] : [],
      browser: {
        enabled: true,
        headless: true,
        // A busy machine (CI beside other work) took Chromium past the 30 s default to connect.
        connectTimeout: 180_000,
        provider: locale === 'en' ? chromiumTall : chromium,
        instances: [{ browser: 'chromium' as const }],
        expect: {
          toMatchScreenshot: {
            // Exact colours: a change of one unit in one channel fails (pixelmatch's default 0.1 tolerance
            // would let a slightly different brand colour through) once it covers more than 16 pixels;
            // up to 16 may differ, as software rasterising draws a large radius's shadow edge 1 to 10
            // pixels differently from run to run.
            comparatorName: 'pixelmatch' as const,
            comparatorOptions: { threshold: 0, allowedMismatchedPixels: 16 },
            // One folder of baselines per project, one image per story id (npm run test:visual:update).
            resolveScreenshotPath: ({ root, arg, ext }: { root: string; arg: string; ext: string }) =>
              `${root}/.storybook/visual/${brand}/${arg}${ext}`,
            resolveDiffPath: ({ root, arg, ext }: { root: string; arg: string; ext: string }) =>
              `${root}/.storybook/visual-diff/${brand}/${arg}${ext}`,
          },
        },
      },
    },
  };
}

export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.{ts,tsx}'],
      exclude: [
        '**/*.test.{ts,tsx}',
        '**/*.stories.tsx',
        'packages/core/src/index.ts',
        'packages/core/src/react/index.ts',
        '**/types.ts',
      ],
      reporter: ['text-summary', 'text'],
      thresholds: {
        'packages/core/src/**': { lines: 95 },
      },
    },
    projects: [
      {
        ...shared,
        test: {
          name: 'core',
          environment: 'node',
          include: ['packages/core/src/**/*.test.ts', 'packages/core/test/**/*.test.ts'],
          exclude: ['packages/core/src/react/**'],
          setupFiles: ['./test/setup-locales.ts'],
        },
      },
      {
        ...shared,
        plugins: [react()],
        test: {
          name: 'core-react',
          environment: 'jsdom',
          include: ['packages/core/src/react/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup-dom.ts', './test/setup-locales.ts'],
        },
      },
      {
        ...shared,
        plugins: [react()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['packages/ui/src/**/*.test.{ts,tsx}', 'packages/ui/test/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./test/setup-dom.ts', './test/setup-locales.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'host',
          environment: 'jsdom',
          include: ['packages/host/src/**/*.test.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'sandbox',
          environment: 'node',
          // Tests that drive the HTTP API with a hundred calls: 5 s (the default) was too short on a busy
          // machine.
          testTimeout: 30_000,
          include: ['apps/sandbox/src/**/*.test.ts', 'apps/sandbox/test/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'apps/sandbox/test/**/*.pg.test.ts'],
        },
      },
      {
        // The sandbox's tests on PostgreSQL (each test sandbox in a schema of its own), plus the tests of
        // two instances on one database (*.pg.test.ts). Needs the server at SANDBOX_TEST_DATABASE_URL
        // (.ci/run installs and starts it); without one the project fails, it never skips.
        ...shared,
        test: {
          name: 'sandbox-pg',
          environment: 'node',
          testTimeout: 30_000,
          // The domain's unit tests (src/domain) open no database: they run once, in `sandbox`; the
          // security tests (src/security) drive the HTTP API, so they run on both engines.
          include: ['apps/sandbox/test/**/*.test.ts', 'apps/sandbox/src/security/**/*.test.ts'],
          env: { SANDBOX_TEST_ENGINE: 'postgres' },
          globalSetup: ['./apps/sandbox/test/postgres-setup.ts'],
        },
      },
      {
        ...shared,
        plugins: [react()],
        test: {
          name: 'apply',
          environment: 'jsdom',
          include: ['packages/apply/src/**/*.test.{ts,tsx}', 'apps/apply/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup-dom.ts', './test/setup-locales.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'repo',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'test/tools/**', 'test/storybook-docs/**'],
        },
      },
      {
        ...shared,
        test: {
          // Tests that run a whole tool (the TypeScript program behind the API reports and the documented
          // examples, ESLint on planted files): their own step, `npm run test:tools`, so the unit run's
          // time limits never have to cover a tool's start-up on a busy machine.
          name: 'tools',
          environment: 'node',
          include: ['test/tools/**/*.test.ts'],
          testTimeout: 240_000,
        },
      },
      {
        // The built Storybook's Docs pages in Chromium (the build, about a minute, is the project's
        // global setup, once per run): the Tokens page's specimens are measured. A tool run as well, so it
        // runs in `npm run test:tools`, not in the unit run.
        ...shared,
        test: {
          // Named tools-… so `--project 'tools*'` selects both tool projects and `--project '!tools*'` leaves
          // both out: vitest ORs repeated --project filters, so '!tools' plus '!storybook-docs' left out neither.
          name: 'tools-storybook-docs',
          environment: 'node',
          include: ['test/storybook-docs/**/*.test.ts'],
          globalSetup: ['./test/storybook-docs/build-storybook.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          maxConcurrency: 3,
        },
      },
      {
        ...shared,
        plugins: [react(), tailwindcss()],
        test: {
          name: 'ui-forced-colors',
          include: ['packages/ui/test/**/*.browser.test.{ts,tsx}'],
          // Each test renders and screenshots four stories; on a busy machine one took 16.6 s, past the
          // browser mode's 15 s default.
          testTimeout: 60_000,
          setupFiles: ['./test/setup-locales.ts'],
          browser: {
            enabled: true,
            headless: true,
            connectTimeout: 180_000,
            provider: chromiumForcedColors,
            instances: [{ browser: 'chromium' as const }],
          },
        },
      },
      {
        // A representative browser suite of the ui on React 18.3 (the peer range's lower end): every
        // import of react and react-dom, the kit's and its libraries' alike, resolves to test/react18's
        // copies, and any console warning or error fails (test/react18/setup.ts).
        ...shared,
        resolve: {
          ...shared.resolve,
          alias: [
            { find: /^react$/, replacement: `${react18}react/index.js` },
            { find: /^react\/(.*)$/, replacement: `${react18}react/$1` },
            { find: /^react-dom$/, replacement: `${react18}react-dom/index.js` },
            { find: /^react-dom\/(.*)$/, replacement: `${react18}react-dom/$1` },
          ],
        },
        // Its own pre-bundled dependencies, so they never mix with the React 19 projects'.
        cacheDir: 'node_modules/.vite/ui-react18',
        plugins: [react(), tailwindcss()],
        test: {
          name: 'ui-react18',
          include: [
            'packages/ui/test/focus-and-refs.browser.test.tsx',
            'packages/ui/test/schema-form-grid.browser.test.tsx',
            'packages/ui/test/relayout-boundary.browser.test.tsx',
          ],
          setupFiles: ['./test/react18/setup.ts', './test/setup-locales.ts'],
          browser: {
            enabled: true,
            headless: true,
            connectTimeout: 180_000,
            provider: chromium,
            instances: [{ browser: 'chromium' as const }],
          },
        },
      },
      storybookProject('default', 'en'),
      storybookProject('breeze', 'en'),
      storybookProject('default', 'es'),
      storybookProject('breeze', 'es'),
    ],
  },
});
