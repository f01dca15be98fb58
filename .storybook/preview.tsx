import * as React from 'react';
import type { Preview } from '@storybook/react-vite';
// Direct paths rather than the @leasekit/ui barrel, so a story only loads the components it uses.
import { ThemeProvider, defaultBrand, type Brand } from '../packages/ui/src/components/theme-provider';
import { PortalContainerProvider } from '../packages/ui/src/lib/portal-container';
import { en, registerLocale, registerMessages, setMessageOverrides } from '@leasekit/core';
import { LocaleProvider } from '@leasekit/core/react';
import { storybookBrands } from './brands';
import { es } from '@leasekit/core/messages/es';
import { storyStateMismatch } from './story-state';
import { localizeStoryArgs, storyLocaleMismatch } from './story-locale';
import './storybook.css';

// Stories render in both locales, and any screen, from their first paint; the app loads Spanish and the
// English parts of its flows on demand instead (with the route that shows them).
registerLocale('es', es);
registerMessages('en', en);

/**
 * A story on a Docs or Flows page, which shows many stories one under another: its dialogs open inside
 * it, not over the page (storybook.css gives the box room for an open one), and leave the page
 * scrollable and clickable. It carries its own language: a Spanish story on an English page is read,
 * hyphenated and set in Spanish, as it is alone.
 */
function DocsStoryBox({ locale, children }: { locale: 'en' | 'es'; children: React.ReactNode }) {
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} lang={locale} data-docs-story-box="">
      <PortalContainerProvider container={container}>{children}</PortalContainerProvider>
    </div>
  );
}

/**
 * A story on a Docs or Flows page does not take focus from the reader as it renders, nor scroll the
 * page: an error summary or an open list focusing itself scrolled the page to that story. Once the reader works in the story
 * (focus is inside it), the story moves focus as it does alone.
 */
function isReaderElsewhere(element: Element): boolean {
  const box = element.closest('[data-docs-story-box]');
  return box !== null && !box.contains(document.activeElement);
}
const focusElement = HTMLElement.prototype.focus;
HTMLElement.prototype.focus = function focus(this: HTMLElement, options?: FocusOptions) {
  if (!isReaderElsewhere(this)) focusElement.call(this, options);
};
// An open list scrolling its active option into view (cmdk) would scroll the page the same way.
const scrollElementIntoView = Element.prototype.scrollIntoView;
Element.prototype.scrollIntoView = function scrollIntoView(
  this: Element,
  options?: boolean | ScrollIntoViewOptions,
) {
  if (!isReaderElsewhere(this)) scrollElementIntoView.call(this, options);
};

/** The sizes the apply app must work at: phones and a retailer's checkout modal (an iframe in a dialog). */
const viewports = {
  phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  smallPhone: { name: 'Small phone (320 px)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  checkoutModal: {
    name: "Retailer's checkout modal (480 × 720)",
    styles: { width: '480px', height: '720px' },
    type: 'other',
  },
  desktop: { name: 'Desktop (1200 px)', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
  // The result screens' visual baselines are taken at 375 px (phone) and at this width.
  wideDesktop: {
    name: 'Wide desktop (1280 px)',
    styles: { width: '1280px', height: '900px' },
    type: 'desktop',
  },
} as const;

const preview: Preview = {
  // Every ui component gets a Docs page: its stories and props with their JSDoc (defaults in words).
  tags: ['autodocs'],
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
      // Themes are chosen on <html> so Radix portals inherit them; set now so the first paint is right. On
      // a Docs page <html> keeps the toolbar's brand: a story's own brand would repaint every other story
      // there, so that story sets its theme on its own root as well.
      if (context.viewMode !== 'docs' || !context.parameters.brand)
        document.documentElement.dataset.theme = brand.id;
      document.documentElement.lang = locale;
      // The brand's own texts, as the app shows them.
      setMessageOverrides(brand.messages);
      // A story's data in its locale at render time (the texts its file writes in English).
      const story = locale === 'es' ? <Story args={localizeStoryArgs(context.args)} /> : <Story />;
      return (
        <ThemeProvider brand={brand}>
          <LocaleProvider locale={locale}>
            {context.viewMode === 'docs' ? <DocsStoryBox locale={locale}>{story}</DocsStoryBox> : story}
          </LocaleProvider>
        </ThemeProvider>
      );
    },
  ],
  // Checked after every play function: a story's last frame is the state its name says.
  afterEach: async (context) => {
    if (context.viewMode === 'docs') return;
    const mismatch =
      storyStateMismatch(context.name) ??
      // A story in Spanish reads Spanish wherever the catalogue has it, as the app does.
      (context.globals.locale === 'es' ? storyLocaleMismatch(context.name) : null);
    if (mismatch) throw new Error(mismatch);
  },
  parameters: {
    a11y: { test: 'error' },
    viewport: { options: viewports },
    options: {
      // The designers' pages, then the journey in order, then the components; alphabetical inside.
      storySort: {
        order: [
          'Introduction',
          'How a brand is made',
          'Tokens',
          'Flows',
          ['Application', 'Checkout'],
          'Forms',
          'Feedback',
          'Overlays',
          'Layout',
          'Lists',
          'Navigation',
          'Pages',
          'Theming',
          'Apply',
        ],
      },
    },
  },
};

export default preview;
