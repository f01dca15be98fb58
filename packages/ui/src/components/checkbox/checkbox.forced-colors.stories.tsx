import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { Checkbox } from './checkbox';

/**
 * The checkbox and the text input under forced colours: the tick is CanvasText and focus is
 * a system-colour outline. Screenshotted by `packages/ui/test/forced-colors.browser.test.tsx` in both
 * brands.
 */
const meta = {
  title: 'Forced colours/Checkbox and input',
  component: Checkbox,
  parameters: { forcedColors: 'active' },
  render: (args) => (
    <div className="inline-block p-4" data-testid="subject">
      <Field label="I agree to the terms">
        <Checkbox {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const TextInput: Story = {
  render: () => (
    <div className="inline-block w-72 p-4" data-testid="subject">
      <Field label="First name">
        <Input />
      </Field>
    </div>
  ),
};
