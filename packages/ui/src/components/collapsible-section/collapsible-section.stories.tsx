import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CollapsibleSection } from './collapsible-section';

const meta = {
  title: 'Layout/CollapsibleSection',
  component: CollapsibleSection,
  args: {
    title: 'Applicant Information',
    onEdit: fn(),
    children: (
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-muted-foreground">Name</dt>
        <dd>Jane Doe</dd>
        <dt className="text-muted-foreground">SSN</dt>
        <dd>***-**-6789</dd>
      </dl>
    ),
  },
} satisfies Meta<typeof CollapsibleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the summary screen's default. */
export const Default: Story = {};

export const Closed: Story = { args: { defaultOpen: false } };

/** Edit calls back so the wizard can return to the step. */
export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Edit|Editar/ }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvasElement);
  },
};

export const LongContent: Story = {
  args: {
    title: 'Co-applicant primary income and additional income from a second employer',
    children: <p>{Array.from({ length: 10 }, () => 'Employer, title and phone details. ').join('')}</p>,
  },
};
