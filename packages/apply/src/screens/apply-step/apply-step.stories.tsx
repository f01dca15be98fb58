import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { t } from '@leasekit/core';
import { type FormSchema } from '@leasekit/core/form';
import { localizeSchema } from '../../../../../apps/sandbox/src/domain/forms-es';
import { ApplyStepScreen, type ApplyStepScreenProps } from './apply-step';
import { WizardStoreContext } from '../wizard-screen';
import {
  addressSchema,
  applicantInfoSchema,
  bankingSchema,
  coApplicantSchema,
  hangingTransport,
  incomeSchema,
  storyForm,
  storyProgress,
} from './fixtures';

type StoryArgs = Omit<ApplyStepScreenProps, 'form' | 'progress'> & {
  schema?: FormSchema;
  values?: Record<string, unknown>;
  /** The save never answers. */
  hanging?: boolean;
  /**
   * Continue was pressed before the story opens: the form is submitted once as it is made, so the
   * state that follows (errors, a save in flight) shows without an interaction, on a Docs page too.
   */
  submitted?: boolean;
  step?: Parameters<typeof storyProgress>[0];
};

function Render(
  { schema, values, hanging, submitted, step = 'applicantInfo', ...args }: StoryArgs,
  locale: 'en' | 'es',
) {
  const form = React.useMemo(() => {
    if (!schema) return undefined;
    // The sandbox's schema in the story's locale, as the app receives it in Spanish.
    const localized = localizeSchema({ ...schema, title: schema.title ?? '' } as never, locale);
    const shown = { ...localized, title: schema.title } as unknown as FormSchema;
    const made = storyForm(shown, values, hanging ? hangingTransport() : undefined, locale);
    if (submitted) void made.submit();
    return made;
  }, [schema, values, hanging, submitted, locale]);
  return <ApplyStepScreen {...args} form={form} progress={storyProgress(step, { locale })} />;
}

const meta = {
  title: 'Apply/Screens/Application step',
  args: { schema: applicantInfoSchema, onSuccess: fn(), onCancel: fn() },
  render: (args, { globals }) => Render(args, globals.locale === 'es' ? 'es' : 'en'),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, applicant info, empty. */
export const ApplicantInfo: Story = {};

/** The schema is loading. */
export const Loading: Story = { args: { status: 'loading', schema: undefined } };

/** The schema failed to load: the server's error and Retry. */
export const LoadError: Story = {
  args: {
    status: 'error',
    schema: undefined,
    loadError: 'An invalid response was returned from the server.',
    onRetry: fn(),
  },
};

/** Continue with empty required fields: the error summary takes focus and links to each field. */
export const ValidationErrors: Story = {
  args: { submitted: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const firstName = globals.locale === 'es' ? 'Introduzca Nombre' : 'Enter First Name';
    await expect(await canvas.findByText(firstName, { selector: 'a' })).toBeVisible();
    // Continue again with the fields still empty: the same errors, nothing sent.
    await userEvent.click(canvas.getByRole('button', { name: /Continue|Continuar/ }));
    await expect(await canvas.findByText(firstName, { selector: 'a' })).toBeVisible();
  },
};

/** Pre-fill mode: last name and SSN are locked (read-only). */
export const LockedFields: Story = {
  args: {
    schema: {
      ...applicantInfoSchema,
      children: applicantInfoSchema.children!.map((field) =>
        field.name === 'applicant.last_name' || field.name === 'applicant.social_security_number'
          ? { ...field, readonly: true }
          : field,
      ),
    },
    values: {
      applicant: { first_name: 'Avery', last_name: 'Anderson', social_security_number: '900101001' },
    },
  },
};

/** The address with suggestions from 3 characters. */
export const AddressSuggestions: Story = {
  args: {
    schema: addressSchema,
    step: 'applicantAddress',
    values: { applicant: { location: { line_1: '100 Ma' } } },
    widgetContext: {
      suggestions: {
        'applicant.location': [
          { text: '100 Main Street, Columbus, OH 43215, USA', placeId: 'p1' },
          { text: '100 Main Street, Dallas, TX 75201, USA', placeId: 'p2' },
        ],
      },
      onChooseSuggestion: fn(),
    },
  },
};

/** The HVAC owner address could not be copied: the copy alert. */
export const CopyAddressFailed: Story = {
  args: {
    schema: addressSchema,
    step: 'applicantAddress',
    copyAddressPrefix: 'applicant.location',
    onCopyAddress: fn(),
    copyError: 'We could not copy the applicant address. Please try again or enter the address manually.',
  },
};

/** Income with the second income switched on. */
export const SecondIncome: Story = {
  args: { schema: incomeSchema, step: 'applicantIncome', values: { has_additional_income: true } },
};

/** Switching the second income off asks first (Are you sure? Yes/No). */
export const RemoveSecondIncome: Story = {
  args: {
    schema: incomeSchema,
    step: 'applicantIncome',
    values: { has_additional_income: true },
    pendingRemoval: { message: 'The additional income will be removed.' },
    onConfirmRemoval: fn(),
    onCancelRemoval: fn(),
  },
  play: async ({ args, globals }) => {
    // The dialog's code loads on demand: it still opens, and Yes confirms.
    const dialog = await screen.findByRole('alertdialog', undefined, { timeout: 5000 });
    await expect(dialog).toHaveTextContent(
      t('application.income.removeConfirm', undefined, globals.locale === 'es' ? 'es' : 'en'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Yes|Sí/ }));
    await expect(args.onConfirmRemoval).toHaveBeenCalled();
  },
};

/** Banking is optional here: the switch, Back and Skip. */
export const BankingOptional: Story = {
  args: { schema: bankingSchema, step: 'applicantBanking' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Skip|Omitir)$/ }));
    await expect(args.onCancel).toHaveBeenCalledWith(expect.objectContaining({ action: 'skip' }));
    await userEvent.click(canvasElement);
  },
};

/** The routing lookup failed: the server's error in a red alert. */
export const RoutingLookupFailed: Story = {
  args: {
    schema: bankingSchema,
    step: 'applicantBanking',
    values: { add_banking: true, banking: { routing_number: '111111111' } },
    routingError: 'Unable to find a bank for this routing number.',
  },
};

/** The co-applicant switch, with its removal confirmation open. */
export const RemoveCoApplicant: Story = {
  args: {
    schema: coApplicantSchema,
    step: 'hasCoApplicant',
    values: { has_co_applicant: true },
    pendingRemoval: { message: 'The co-applicant and their details will be removed.' },
  },
};

/** Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };

/**
 * A save that takes long (02 §2): Continue reads 'Saving. Wait for a moment...' and, after 30 seconds
 * (at once here), 'If this takes more than 30 seconds to save, click here.', whose 'click here' sends the
 * step again.
 */
export const SavingSlow: Story = {
  args: {
    schema: addressSchema,
    step: 'applicantAddress',
    values: { applicant: { location: { line_1: '100 Main Street', code: '43215', city: 'Columbus' } } },
    hanging: true,
    submitted: true,
    saveRetryDelay: 0,
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const es = globals.locale === 'es';
    await expect(
      await canvas.findByRole('button', {
        name: es ? 'Guardando. Espere un momento...' : 'Saving. Wait for a moment...',
      }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: es ? 'haga clic aquí' : 'click here' }),
    ).toBeVisible();
    await userEvent.click(canvasElement);
  },
};

/** The lease program shows the store (03 §2 display_store_info_contract_screen): its details under the progress bar. */
export const WithStoreDetails: Story = {
  decorators: [
    (Story) => (
      <WizardStoreContext.Provider
        value={{
          name: 'Main Street',
          address: '100 Main Street, Columbus, OH 43215',
          phone: '(614) 555-0100',
        }}
      >
        <Story />
      </WizardStoreContext.Provider>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', {
        name: globals.locale === 'es' ? 'Información de la tienda' : 'Store information',
      }),
    ).toHaveTextContent('Main Street');
  },
};
