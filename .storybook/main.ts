import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

const config: StorybookConfig = {
  stories: [
    // The designers' pages first (Introduction, How a brand is made, Tokens), then components and flows.
    './pages/**/*.mdx',
    '../packages/ui/docs/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/apply/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'storybook-addon-pseudo-states',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Props tables from the TypeScript types: props inherited through `VariantProps` and interfaces that
  // extend others (SchemaForm, DataList) are listed with their type and JSDoc, which react-docgen misses.
  // It cost about 15 s of a 41 s build here (7 s of CPU); variant values and defaults come from the cva configs
  // (packages/ui/src/stories/variant-arg-types.ts), which no type carries.
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      resolve: { conditions: ['@leasekit/source', 'module', 'browser', 'development|production'] },
    });
  },
};

export default config;
