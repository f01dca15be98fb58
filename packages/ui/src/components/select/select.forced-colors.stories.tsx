import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { NativeSelect, NativeSelectOption } from '../native-select/native-select';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import { storyText } from '../../stories/story-text';

/**
 * The selects under forced colours: the trigger and the native select keep a system-colour
 * focus outline (their ring is a box-shadow, which forced colours remove), and the highlighted option
 * of the open list is drawn in Highlight. Screenshotted by `packages/ui/test/forced-colors.browser.test.tsx`
 * in both brands.
 */
const meta = {
  title: 'Forced colours/Select',
  component: Select,
  parameters: { forcedColors: 'active' },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Trigger: Story = {
  render: (args) => (
    <div className="inline-block w-72 p-4" data-testid="subject">
      <Field label="State">
        <Select {...args}>
          <SelectTrigger>
            <SelectValue placeholder="Select…" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="CA">California</SelectItem>
            <SelectItem value="TX">Texas</SelectItem>
          </SelectContent>
        </Select>
      </Field>
    </div>
  ),
};

export const Native: Story = {
  render: () => (
    <div className="inline-block w-72 p-4" data-testid="subject">
      <Field label={storyText('checkout.lease.language')}>
        <NativeSelect defaultValue="en">
          <NativeSelectOption value="en">English</NativeSelectOption>
          <NativeSelectOption value="es">Spanish</NativeSelectOption>
        </NativeSelect>
      </Field>
    </div>
  ),
};
