import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

/**
 * Buttons under forced colours: a filled button keeps a ButtonText border (the fill is
 * dropped) and focus shows a system-colour outline instead of the box-shadow ring, which forced colours
 * remove. Screenshotted by `packages/ui/test/forced-colors.browser.test.tsx` in both brands.
 */
const meta = {
  title: 'Forced colours/Button',
  component: Button,
  parameters: { forcedColors: 'active' },
  args: { children: 'Continue' },
  render: (args) => (
    <div className="inline-block p-4" data-testid="subject">
      <Button {...args} />
    </div>
  ),
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Outline: Story = { args: { variant: 'outline' } };
