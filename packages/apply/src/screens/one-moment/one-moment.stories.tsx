import type { Meta, StoryObj } from '@storybook/react-vite';
import { OneMomentScreen } from './one-moment';

const meta = {
  title: 'Apply/Screens/One moment',
  component: OneMomentScreen,
  args: { locale: 'en' },
  render: (args, { globals }) => <OneMomentScreen {...args} locale={globals.locale === 'es' ? 'es' : 'en'} />,
} satisfies Meta<typeof OneMomentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resume, redirect and process while they load. */
export const Loading: Story = {};

/** Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
