import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import tailwindcss from '@tailwindcss/vite';

/** Workspace packages are consumed from source through this export condition. */
const sourceConditions = ['@leasekit/source'];

const shared = {
  resolve: { conditions: [...sourceConditions, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [...sourceConditions, 'module', 'node', 'development|production'] } },
};

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
 * Chromium in forced-colours emulation (Windows High Contrast), for the forced-colours stories' pixel
 * test (issue 19).
 */
const chromiumForcedColors = playwright({
  launchOptions: chromiumLaunchOptions,
  contextOptions: { forcedColors: 'active' },
});

/** Every story as a test in real Chromium (a11y violations fail), once per brand theme. */
function storybookProject(brand: 'default' | 'breeze') {
  return {
    plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { brand } })],
    test: {
      name: `storybook-${brand}`,
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: 'chromium' as const }],
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
          name: 'sandbox',
          environment: 'node',
          include: ['apps/sandbox/src/**/*.test.ts', 'apps/sandbox/test/**/*.test.ts'],
        },
      },
      {
        ...shared,
        plugins: [react()],
        test: {
          name: 'apply',
          environment: 'jsdom',
          include: ['apps/apply/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup-dom.ts', './test/setup-locales.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'repo',
          environment: 'node',
          include: ['test/**/*.test.ts'],
        },
      },
      {
        ...shared,
        plugins: [react(), tailwindcss()],
        test: {
          name: 'ui-forced-colors',
          include: ['packages/ui/test/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./test/setup-locales.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromiumForcedColors,
            instances: [{ browser: 'chromium' as const }],
          },
        },
      },
      storybookProject('default'),
      storybookProject('breeze'),
    ],
  },
});
