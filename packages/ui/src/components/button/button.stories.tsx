import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailIcon } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Forms/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'],
    },
    size: { control: 'select', options: ['default', 'sm', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvasElement);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args}>Default</Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="destructive">
        Discard
      </Button>
      <Button {...args} variant="link">
        click here
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args}>Default</Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label={storyText('application.pin.sendViaEmail')}>
        <MailIcon />
      </Button>
    </div>
  ),
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The form footer's Continue while saving (spec 02 §2). */
export const Loading: Story = {
  args: { loading: true, children: 'Saving. Wait for a moment...' },
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: storyText('application.saving') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.click(canvasElement);
  },
};

export const LongContent: Story = {
  args: { children: "I agree, let's sign the contract!", className: 'max-w-48 whitespace-normal h-auto' },
};

export const AsLink: Story = {
  render: (args) => (
    <Button asChild variant="outline" size={args.size}>
      <a href="#return">{storyText('errors.completed.returnToRetailer')}</a>
    </Button>
  ),
};
