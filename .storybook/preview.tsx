import type { Preview } from '@storybook/react-vite';
// Direct paths rather than the @leasekit/ui barrel, so a story only loads the components it uses.
import { ThemeProvider, defaultBrand, type Brand } from '../packages/ui/src/components/theme-provider';
import { LocaleProvider } from '../packages/ui/src/lib/locale';
import { registerLocale, setMessageOverrides } from '@leasekit/core';
import { storybookBrands } from './brands';
import { es } from '@leasekit/core/messages/es';
import './storybook.css';

// Stories render in both locales from their first paint; the app loads Spanish on demand instead.
registerLocale('es', es);

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme',
      // Every registered brand (./brands.ts), by id with its name.
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: storybookBrands.map((brand) => ({ value: brand.id, title: brand.name })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale',
      toolbar: { title: 'Locale', icon: 'globe', items: ['en', 'es'], dynamicTitle: true },
    },
  },
  // The story-test projects pin the brand per run (vitest.config.ts: storybook-default, storybook-breeze).
  initialGlobals: { brand: 'default', locale: 'en' },
  decorators: [
    (Story, context) => {
      // A story may bring its own brand object (the third-brand story); otherwise the toolbar's.
      const brand =
        (context.parameters.brand as Brand | undefined) ??
        storybookBrands.find((candidate) => candidate.id === context.globals.brand) ??
        defaultBrand;
      const locale = context.globals.locale === 'es' ? 'es' : 'en';
      // Themes are chosen on <html> so Radix portals inherit them; set now so the first paint is right.
      document.documentElement.dataset.theme = brand.id;
      document.documentElement.lang = locale;
      // The brand's own texts, as the app shows them.
      setMessageOverrides(brand.messages);
      return (
        <ThemeProvider brand={brand}>
          <LocaleProvider locale={locale}>
            <Story />
          </LocaleProvider>
        </ThemeProvider>
      );
    },
  ],
  parameters: {
    a11y: { test: 'error' },
  },
};

export default preview;
