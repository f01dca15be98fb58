import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Input } from '../input/input';
import { Label } from './label';

const meta = { title: 'Forms/Label', component: Label } satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <Label htmlFor="last-name">Last name</Label>
      <Input id="last-name" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText('Last name'));
    await expect(canvas.getByLabelText('Last name')).toHaveFocus();
    await userEvent.click(canvasElement);
  },
};

export const Disabled: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <Input id="locked" className="peer order-2" disabled defaultValue="Smith" />
      <Label htmlFor="locked" className="order-1">
        Last name (locked)
      </Label>
    </div>
  ),
};
