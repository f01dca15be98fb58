import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailIcon } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, buttonVariantConfig } from './button';
import { getVariantArgTypes } from '../../stories/variant-arg-types';
import { storyText } from '../../stories/story-text';

const meta = {
  title: 'Forms/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
  // Values and defaults from the variant config the button styles itself with.
  argTypes: getVariantArgTypes(buttonVariantConfig, {
    variant:
      'The look: `default` for the one primary action of a screen, `secondary`, `outline` (Back), `ghost`, `destructive` (Discard, Remove) and `link`.',
    size: "The height: `default` (the brand's control height, at least 44 px), `sm`, `lg`, and `icon` (a square; give it an aria-label).",
  }),
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
        View lease terms
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

/** Keyboard focus: the brand's focus ring, as a keyboard user sees it after Tab. */
export const Focused: Story = {
  parameters: {
    // The ring is drawn from these parameters (the pseudo-states addon marks the button focus-visible),
    // so a Docs page shows it without running the play; the play tabs to the button for real.
    pseudo: {
      // The story tests render outside #storybook-root, the addon's default root.
      rootSelector: 'body',
      focusVisible: ['[data-demo-state="Focus"] [data-slot="button"]'],
      focus: ['[data-demo-state="Focus"] [data-slot="button"]'],
    },
  },
  decorators: [
    (Story) => (
      <div data-demo-state="Focus">
        <Story />
      </div>
    ),
  ],
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
