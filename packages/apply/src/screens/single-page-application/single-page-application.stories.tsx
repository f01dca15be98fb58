import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useCurrentLocale } from '@leasekit/core/react';
import { SinglePageApplicationScreen, type SinglePageSection } from './single-page-application';
import { localizeText } from '../../../../../apps/sandbox/src/domain/forms-es';
import { storyProgress } from '../apply-step/fixtures';

/** A section's stand-in form: one field with the sandbox's label in the story's locale. */
function StoryField({ label }: { label: string }) {
  const shown = localizeText(label, useCurrentLocale());
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`story-${label}`} className="text-sm font-medium">
        {shown}
      </label>
      <input id={`story-${label}`} className="rounded-md border border-input px-3 py-2" />
    </div>
  );
}

const form = (label: string) => <StoryField label={label} />;

const sections = (over: Partial<Record<string, Partial<SinglePageSection>>> = {}): SinglePageSection[] =>
  [
    { id: 'applicantInfo', title: 'Applicant Info', status: 'saved' as const, content: form('First Name') },
    {
      id: 'applicantAddress',
      title: 'Applicant Address',
      status: 'idle' as const,
      content: form('Street Address'),
    },
    {
      id: 'applicantIncome',
      title: 'Applicant Income',
      status: 'idle' as const,
      content: form('Gross Income (per pay period)'),
    },
  ].map((section, index) => ({ ...section, number: index + 1, ...over[section.id] }));

const meta = {
  title: 'Apply/Screens/Single-page application',
  component: SinglePageApplicationScreen,
  args: { progress: storyProgress('application').slice(0, 0), sections: sections(), onSubmit: fn() },
  render: (args, { globals }) => (
    <SinglePageApplicationScreen
      {...args}
      // The single-page form's own steps (Application, Confirmation, Verification) as the core gives them.
      progress={storyProgress('singlePageApplication', {
        singlePage: true,
        locale: globals.locale === 'es' ? 'es' : 'en',
      })}
    />
  ),
} satisfies Meta<typeof SinglePageApplicationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the applicant exists: the other sections say 'First complete the applicant info section'. */
export const Gated: Story = {
  args: {
    sections: sections({
      applicantInfo: { status: 'unsaved' },
      applicantAddress: { gateMessage: 'First complete the applicant info section' },
      applicantIncome: { gateMessage: 'First complete the applicant info section' },
    }),
  },
};

/** Sections saving by themselves. */
export const Saving: Story = {
  args: {
    sections: sections({ applicantAddress: { status: 'saving' }, applicantIncome: { status: 'unsaved' } }),
  },
};

/** Every section saved. */
export const Saved: Story = {
  args: {
    sections: sections({ applicantAddress: { status: 'saved' }, applicantIncome: { status: 'saved' } }),
  },
};

/** A section failed to save: its error; the values stay. */
export const SaveError: Story = {
  args: {
    sections: sections({
      applicantIncome: { status: 'error', error: 'Income must be over $1,000.00 per month' },
    }),
  },
};

/** Continue is saving everything first. */
export const Submitting: Story = { args: { submitting: true } };

/** The save-all schedule ran out after 15 seconds. */
export const Expired: Story = { args: { expired: true } };

/** The application submit failed. */
export const SubmitError: Story = {
  args: { submitError: 'An invalid response was returned from the server.' },
};

/** The page is loading. */
export const Loading: Story = { args: { status: 'loading', sections: [] } };

/** The page failed to load. */
export const LoadError: Story = {
  args: {
    status: 'error',
    sections: [],
    loadError: 'Request timed out whilst trying to call the server. Please try again later.',
    onRetry: fn(),
  },
};

/** Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
