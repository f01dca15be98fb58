import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: ['default', 'breeze'], dynamicTitle: true },
    },
    locale: {
      description: 'Locale',
      toolbar: { title: 'Locale', icon: 'globe', items: ['en', 'es'], dynamicTitle: true },
    },
  },
  initialGlobals: { brand: 'default', locale: 'en' },
  decorators: [
    (Story, context) => {
      // Themes are chosen on <html> so Radix portals inherit them.
      document.documentElement.dataset.theme = String(context.globals.brand ?? 'default');
      document.documentElement.lang = String(context.globals.locale ?? 'en');
      return Story();
    },
  ],
  parameters: {
    a11y: { test: 'error' },
  },
};

export default preview;
