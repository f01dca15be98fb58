import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatMessage, type Locale } from '@leasekit/core';
import { getVisibleOptions } from '@leasekit/core/apply';
import { getApprovedContinueLabel } from '@leasekit/core/checkout';
import { ThemeProvider, useBrand } from '@leasekit/ui';
// The sandbox's own Spanish for its decision texts, so the Spanish story reads as the app does in Spanish.
import { localizeDecisionText } from '../../../../apps/sandbox/src/domain/decision-es';
import { applyBrandTexts } from '../app/brand';
import { AppBar } from '../screens/app-bar/app-bar';
import { ApprovedScreen } from '../screens/approved/approved';
import { storyCalculator, storyOptions } from '../screens/approved/fixtures';
import {
  CustomizationProvider,
  getCustomizedBrand,
  type LeaseApplicationCustomization,
  type LogoProps,
  type OfferCardProps,
} from './customization';

/** A team's offer card (docs/customization.md): the amount large on the accent colour. */
function NorthwindOfferCard({ label, amount, note }: OfferCardProps) {
  return (
    <div data-northwind="offer-card" className="rounded-xl bg-accent p-4 text-accent-foreground">
      <dt className="text-sm">{label}</dt>
      <dd className="text-3xl font-bold">{amount}</dd>
      {note ? <dd className="text-sm">{note}</dd> : null}
    </div>
  );
}

/** A team's logo: the brand's name (the page's current brand, customisation applied) after a mark. */
function NorthwindLogo({ brand }: LogoProps) {
  return (
    <span data-northwind="logo" className="inline-flex items-center gap-2 font-heading text-lg font-bold">
      <span aria-hidden="true" className="size-6 rounded-full bg-primary" />
      {brand.name}
    </span>
  );
}

/**
 * The customisation of docs/customization.md's example, at module level as a team defines it: brand
 * values (a primary colour, a larger radius), a class on two parts, the options' heading in both locales,
 * and the offer card and logo replaced.
 */
const northwind: LeaseApplicationCustomization = {
  appearance: {
    variables: { primary: '#0b5cad', radius: '0.75rem' },
    elements: { 'app-bar': 'shadow-sm', 'approved-options': 'gap-4' },
  },
  localization: {
    en: { 'app.result.options': 'Your Northwind offers' },
    es: { 'app.result.options': 'Sus ofertas de Northwind' },
  },
  components: { OfferCard: NorthwindOfferCard, Logo: NorthwindLogo },
};

/**
 * The app bar and the approved screen under a customisation, as the app shell gives it: the toolbar's
 * brand with the customisation merged over it (its theme and its texts, made current as the shell
 * does), and the customisation to the parts below. Every text is computed at render time in the
 * story's locale: the server's (as the sandbox sends them in that locale) and the catalogue's, overrides
 * included.
 */
function Customised({
  customization,
  locale,
}: {
  customization: LeaseApplicationCustomization;
  locale: Locale;
}) {
  const toolbarBrand = useBrand();
  const brand = React.useMemo(
    () => getCustomizedBrand(toolbarBrand, customization),
    [toolbarBrand, customization],
  );
  applyBrandTexts(brand);
  const say = (text: string) => localizeDecisionText(text, locale);
  return (
    <ThemeProvider brand={brand}>
      <CustomizationProvider customization={customization}>
        <AppBar locale={locale} onLocaleChange={() => {}} />
        <ApprovedScreen
          locale={locale}
          name="Robin"
          title={say('Congratulations Robin!')}
          subtitles={[say('You are approved for up to $2,500.00')]}
          options={getVisibleOptions(storyOptions).map((row) => ({
            ...row,
            label: say(row.label),
            note: row.note && say(row.note),
          }))}
          calculator={storyCalculator}
          continueLabel={formatMessage(getApprovedContinueLabel({}), locale)}
          phone={brand.supportPhone}
          brandName="Demo Electronics"
          brandUrl="https://demo-electronics.example.com"
        />
      </CustomizationProvider>
    </ThemeProvider>
  );
}

const meta = {
  title: 'Apply/Customisation',
  component: Customised,
  args: { customization: northwind, locale: 'en' },
  // The customisation holds components, which the controls panel cannot edit.
  argTypes: { customization: { control: false }, locale: { control: false } },
  render: (args, { globals }) => <Customised {...args} locale={globals.locale === 'es' ? 'es' : 'en'} />,
} satisfies Meta<typeof Customised>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The approved screen with a team's customisation, in the toolbar's brand and locale: the brand's
 * colours derived from the given primary, the app bar's shadow and the options' wider gap from
 * `appearance.elements`, the options' heading from `localization`, and the team's offer cards and logo.
 */
export const ApprovedScreenCustomised: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale === 'es' ? 'es' : 'en';
    // The variables are derived on demand; the picture waits for them.
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--lk-primary')).not.toBe(''));
    await expect(
      canvas.getByText(locale === 'es' ? 'Sus ofertas de Northwind' : 'Your Northwind offers'),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-northwind="offer-card"]')).toHaveLength(2);
    await expect(canvasElement.querySelector('[data-northwind="logo"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-slot="approved-options"]')).toHaveClass('gap-4');
    await expect(canvasElement.querySelector('[data-slot="app-bar"]')).toHaveClass('shadow-sm');
    // A text the customisation leaves alone reads as the catalogue has it in the story's locale.
    await expect(
      canvas.getByRole('button', { name: formatMessage(getApprovedContinueLabel({}), locale) }),
    ).toBeVisible();
  },
};
