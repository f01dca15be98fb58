import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppBar } from './app-bar';
import { FillMenu } from './fill-menu';

const meta = {
  title: 'Apply/Screens/App bar',
  component: AppBar,
  args: { locale: 'en', onLocaleChange: () => {} },
  render: (args, { globals }) => <AppBar {...args} locale={globals.locale === 'es' ? 'es' : 'en'} />,
} satisfies Meta<typeof AppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Production: no test tools, only the locale switcher. */
export const Production: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

/** Outside production: the Fill dropdown of test scenarios (01 §2, §6). */
export const WithFill: Story = {
  render: (args, { globals }) => {
    const locale = globals.locale === 'es' ? 'es' : 'en';
    return <AppBar {...args} locale={locale} fillMenu={<FillMenu locale={locale} onFill={() => {}} />} />;
  },
};

/** A scenario being fetched. */
export const Filling: Story = {
  render: (args, { globals }) => {
    const locale = globals.locale === 'es' ? 'es' : 'en';
    return (
      <AppBar
        {...args}
        locale={locale}
        fillMenu={<FillMenu locale={locale} onFill={() => {}} filling="option-a" />}
      />
    );
  },
};

/** Spanish. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  render: (args) => <AppBar {...args} locale="es" fillMenu={<FillMenu locale="es" onFill={() => {}} />} />,
};
