import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../styles/themes/example-third.css';
import { Alert, AlertDescription, AlertTitle } from '../alert/alert';
import { Button } from '../button/button';
import { ErrorSummary } from '../error-summary/error-summary';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { PhoneInput } from '../phone-input/phone-input';
import { Switch } from '../switch/switch';
import { checkTheme, REQUIRED_TOKENS } from '../../theme-tools/check';
import { breezeBrand, builtInBrands, defaultBrand, type Brand } from './brands';
import { exampleThirdBrand } from './example-third-brand';
import { BrandLogo, ThemeProvider, useBrand } from './theme-provider';
import { storyText } from '../../stories/story-text';

function BrandCard() {
  const brand = useBrand();
  return (
    <div className="flex max-w-md flex-col gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground">
      <BrandLogo />
      <p>
        Support: <a href={`tel:${brand.supportPhone.replace(/\D/g, '')}`}>{brand.supportPhone}</a>
      </p>
      <p>Contact: {brand.contactPhone}</p>
    </div>
  );
}

function Gallery() {
  return (
    <div className="flex max-w-md flex-col gap-6 bg-background p-4 text-foreground">
      <BrandCard />
      <ErrorSummary errors={[{ id: 'cell', message: storyText('validation.phone', { field: 'Cell' }) }]} />
      <Field label="Last name" hint="As printed on your ID">
        <Input defaultValue="Smith" />
      </Field>
      <Field label="Cell" id="cell" error={storyText('validation.phone', { field: 'Cell' })}>
        <PhoneInput defaultValue="555" />
      </Field>
      <Field label={storyText('application.banking.addNow')}>
        <Switch defaultChecked />
      </Field>
      <Alert variant="success">
        <AlertTitle>{storyText('errors.identity.linkSent')}</AlertTitle>
        <AlertDescription>Standard messaging rates apply.</AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-3">
        <Button>Continue</Button>
        <Button variant="outline">Back</Button>
        <Button variant="link">click here</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Theming/Brands',
  component: ThemeProvider,
  render: () => <Gallery />,
} satisfies Meta<typeof ThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectedPrimary: Record<string, string> = {
  default: '#1d4ed8',
  breeze: '#0f766e',
  'example-third': '#6d28d9',
};

/**
 * The brand chosen in the toolbar (and by each story-test project) is on `<html>`, its CSS variables
 * apply, and its phone numbers show.
 */
export const CurrentBrand: Story = {
  play: async ({ canvas, globals }) => {
    const brand = globals.brand === 'breeze' ? breezeBrand : defaultBrand;
    await expect(document.documentElement.dataset.theme).toBe(brand.id);
    const primary = getComputedStyle(document.documentElement).getPropertyValue('--lk-primary').trim();
    await expect(primary).toBe(expectedPrimary[brand.id]);
    await expect(canvas.getByText(brand.supportPhone)).toBeVisible();
    await expect(canvas.getByRole('img', { name: brand.name })).toBeVisible();
  },
};

/**
 * The shipped brands side by side, each in its own theme: the logo as the app bar shows it, with a
 * button in the brand's font, weight and radius. Two companies, not one in two colours.
 */
export const Logos: Story = {
  render: () => (
    <div className="flex flex-col gap-4 bg-background p-4 text-foreground">
      {builtInBrands.map((brand) => (
        <div
          key={brand.id}
          data-theme={brand.id}
          className="rounded-lg border border-border bg-background p-4"
        >
          <ThemeProvider brand={brand} applyToDocument={false}>
            <div className="flex flex-col items-start gap-4 font-sans text-foreground">
              <BrandLogo />
              <Button>Continue</Button>
            </div>
          </ThemeProvider>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const brand of builtInBrands) {
      await expect(canvas.getByRole('img', { name: brand.name })).toBeVisible();
    }
  },
};

/**
 * A third team's brand: a new CSS file (styles/themes/example-third.css) and a brand object, no
 * component change. Its portals (none here) would inherit it from `<html>` too.
 */
export const ThirdBrand: Story = {
  parameters: { brand: exampleThirdBrand },
  // Its own theme on its own root too: a Docs page keeps the toolbar's brand on <html> for every story.
  render: () => (
    <div data-theme={exampleThirdBrand.id} className="bg-background">
      <Gallery />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.dataset.theme).toBe('example-third');
    const styles = getComputedStyle(document.documentElement);
    await expect(styles.getPropertyValue('--lk-primary').trim()).toBe(expectedPrimary['example-third']);
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(109, 40, 217)');
    await expect(canvas.getByText(exampleThirdBrand.supportPhone)).toBeVisible();
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('link'));
    await expect(canvas.getByLabelText('Cell')).toHaveFocus();
    await userEvent.click(canvasElement);
  },
};

/** A brand given only as data: no CSS file, its colours, radius and font as values on the object. */
const dataOnlyBrand: Brand = {
  id: 'data-only',
  name: 'Orchard Lease',
  supportPhone: '(800) 555-0150',
  contactPhone: '(800) 555-0151',
  theme: { primary: '#b45309', accent: '#0e7490', radius: '1rem', fontSans: 'Georgia, serif' },
  messages: { en: { 'ui.loading': 'Orchard is loading' } },
};

/**
 * A brand given only as data (`Brand.theme`, no CSS file): ThemeProvider derives every token from its
 * colours and sets them on its kit root at run time. The tokens the browser computes there pass the
 * theme check's contrast rules, and the components render in them.
 */
export const DataOnlyBrand: Story = {
  render: () => (
    <ThemeProvider brand={dataOnlyBrand} applyToDocument={false}>
      <div className="flex flex-col items-start gap-4 bg-background p-4 text-foreground">
        <BrandLogo />
        <Field label="Cell">
          <Input />
        </Field>
        <Button>Continue</Button>
      </div>
    </ThemeProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-theme="data-only"]')!;
    const computed = () => getComputedStyle(root);
    // The brand's own variables, set on its root once derived (not the page brand's, inherited from <html>).
    await waitFor(() => expect(root.style.getPropertyValue('--lk-primary')).not.toBe(''), { timeout: 5000 });
    const tokens = new Map(
      REQUIRED_TOKENS.map((name) => [name, computed().getPropertyValue(`--lk-${name}`).trim()] as const),
    );
    await expect(checkTheme(tokens)).toEqual([]);
    const button = canvas.getByRole('button', { name: 'Continue' });
    const expected = document.createElement('span');
    expected.style.color = tokens.get('primary')!;
    root.append(expected);
    // The brand applies once derived, and the button's colour transition runs to it (the English
    // projects' visual setup turns transitions off, the Spanish ones keep them).
    await waitFor(
      () => expect(getComputedStyle(button).backgroundColor).toBe(getComputedStyle(expected).color),
      {
        timeout: 5000,
      },
    );
    expected.remove();
    await expect(computed().getPropertyValue('--lk-radius').trim()).toBe('1rem');
    await expect(getComputedStyle(button).fontFamily).toBe('Georgia, serif');
    await expect(getComputedStyle(button).borderTopLeftRadius).toBe('14px');
  },
};
