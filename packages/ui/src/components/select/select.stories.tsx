import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from './select';
import { storyFrequencies, storyText } from '../../stories/story-text';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { onValueChange: fn() },
  render: (args) => (
    <Field label="Pay frequency" className="max-w-xs">
      <Select {...args}>
        <SelectTrigger>
          <SelectValue placeholder="Choose a frequency" />
        </SelectTrigger>
        <SelectContent>
          {storyFrequencies().map(([value, text]) => (
            <SelectItem key={value} value={value}>
              {text}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Default: Story = { args: { defaultValue: 'monthly' } };

/** The list open over the page, as a shopper sees it before choosing. */
export const Open: Story = {
  args: { defaultValue: 'weekly' },
  parameters: {
    // While the list is open Radix hides the rest of the page (aria-hidden) and traps focus in the list,
    // so the trigger under aria-hidden cannot be reached; axe flags it regardless.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Pay frequency' }));
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};

export const Choosing: Story = {
  // A test of the interaction: its Docs page shows the component's states, not where this one ends.
  tags: ['!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Pay frequency' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.click(
      screen.getByRole('option', { name: storyText('application.option.frequency.semi-monthly') }),
    );
    await expect(args.onValueChange).toHaveBeenCalledWith('semi-monthly');
    await expect(trigger).toHaveTextContent(storyText('application.option.frequency.semi-monthly'));
    await userEvent.click(canvasElement);
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'weekly' } };

export const Invalid: Story = {
  render: (args) => (
    <Field
      label="Pay frequency"
      error={storyText('validation.in', { field: 'Pay frequency' })}
      className="max-w-xs"
    >
      <Select {...args}>
        <SelectTrigger>
          <SelectValue placeholder="Choose a frequency" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="weekly">Weekly</SelectItem>
        </SelectContent>
      </Select>
    </Field>
  ),
};

export const Grouped: Story = {
  render: (args) => (
    <Field label="Product" className="max-w-xs">
      <Select {...args}>
        <SelectTrigger>
          <SelectValue placeholder="Please select a product" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Furniture</SelectLabel>
            <SelectItem value="sofa">Sofa</SelectItem>
            <SelectItem value="bed">Bed</SelectItem>
          </SelectGroup>
          <SelectGroup>
            <SelectLabel>Home comfort</SelectLabel>
            <SelectItem value="hvac">
              HVAC system with installation and a five-year parts and labour warranty
            </SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </Field>
  ),
};
