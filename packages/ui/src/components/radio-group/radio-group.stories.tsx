import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Field } from '../field/field';
import { Label } from '../label/label';
import { RadioGroup, RadioGroupItem } from './radio-group';
import { storyText } from '../../stories/story-text';

const options = [
  ['weekly', 'Weekly'],
  ['bi-weekly', 'Bi-weekly'],
  ['monthly', 'Monthly'],
] as const;

function Items() {
  return options.map(([value, text]) => (
    <div key={value} className="flex items-center gap-2">
      <RadioGroupItem value={value} id={`freq-${value}`} />
      <Label htmlFor={`freq-${value}`}>{text}</Label>
    </div>
  ));
}

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { onValueChange: fn() },
  render: (args) => (
    <Field label={storyText('app.calculator.frequency')} group>
      <RadioGroup {...args}>
        <Items />
      </RadioGroup>
    </Field>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Default: Story = {};
/** Click chooses; arrow keys move and choose (Radix roving focus). */
export const ClickAndArrowKeysChoose: Story = {
  name: 'Click and arrow keys choose',
  tags: ['!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Weekly' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('weekly');
    // Hold the key as a person does: Radix moves roving focus on the next tick and checks the item
    // it lands on only while an arrow key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Bi-weekly' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('bi-weekly');
    await userEvent.click(canvasElement);
  },
};
export const Chosen: Story = { args: { defaultValue: 'monthly' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'weekly' } };
export const Invalid: Story = {
  render: (args) => (
    <Field
      label={storyText('app.calculator.frequency')}
      group
      error={storyText('validation.in', { field: storyText('app.calculator.frequency') })}
    >
      <RadioGroup {...args}>
        <Items />
      </RadioGroup>
    </Field>
  ),
};
