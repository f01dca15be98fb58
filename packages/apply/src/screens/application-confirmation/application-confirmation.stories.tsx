import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient, t } from '@leasekit/core';
import { createConfirmationEdit, getConfirmationSections } from '@leasekit/core/apply';
import { ApplicationConfirmationScreen } from './application-confirmation';
import { localizeSchema } from '../../../../../apps/sandbox/src/domain/forms-es';
import { addressSchema, storyProgress } from '../apply-step/fixtures';
import { stepFieldTypes } from '../apply-step';

const application = {
  applicant: {
    first_name: 'Avery',
    last_name: 'Anderson',
    social_security_number: 'XXX-XX-1001',
    identification: '****5678',
    // Stored values as the server keeps them; the summary shows them as typed.
    date_of_birth: '1986-04-12',
    cell: '5550101001',
    email: 'avery@example.com',
    location: { line_1: '100 Main Street', city: 'Columbus', state: 'OH', code: '43215' },
    income: [
      {
        source: 'employment',
        gross: '1600',
        frequency: 'semi-monthly',
        first_pay_day: '1',
        second_pay_day: '15',
        employer: 'Acme',
      },
      { source: 'retirement', gross: '300', frequency: 'monthly' },
    ],
    hvac_home_ownership: {
      home_type: 'single-family',
      ownership_type: 'own-with-loan',
      mortgage_holder_name: 'Acme Mortgage',
      mortgage_holder_payment: 1450,
      owner_address: { line_1: '12 Oak Avenue', city: 'Atlanta', state: 'GA', code: '30303' },
    },
  },
  banking_id: 1,
  banking: {
    routing_number: '021000021',
    bank_name: 'JPMorgan Chase Bank',
    checking_account: '********1001',
  },
  co_applicant: null,
};

const defaultSections = getConfirmationSections(application);

const links = {
  privacyPolicy: 'https://example.com/privacy-policy',
  serviceAgreement: 'https://example.com/service-agreement',
  termsOfUse: 'https://example.com/terms-of-use',
};

const meta = {
  title: 'Apply/Screens/Application summary',
  component: ApplicationConfirmationScreen,
  args: {
    progress: [],
    sections: defaultSections,
    canAddCoApplicant: true,
    links,
    onEdit: fn(),
    onAddCoApplicant: fn(),
    onSubmit: fn(),
  },
  render: (args, { globals }) => {
    const locale = globals.locale === 'es' ? 'es' : 'en';
    return (
      <ApplicationConfirmationScreen
        {...args}
        // The default summary follows the story's language (option texts); other stories bring their own.
        sections={
          args.sections === defaultSections ? getConfirmationSections(application, { locale }) : args.sections
        }
        progress={storyProgress('application', { locale })}
      />
    );
  },
} satisfies Meta<typeof ApplicationConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Sections with Edit, 'Add Co-Applicant', semi-monthly pay days, banking, consent links; values as the
 * shopper chose and typed them (option texts, MM/DD/YYYY, (555) 010-1001), not the stored ones.
 */
export const Default: Story = {
  // Its play function reads the English texts; the Spanish story projects leave it out (vitest.config.ts).
  tags: ['en-only'],
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const es = globals.locale === 'es';
    for (const shown of [
      '04/12/1986',
      '(555) 010-1001',
      es ? 'Empleo' : 'Employment',
      es ? 'Jubilación' : 'Retirement',
    ])
      await expect(canvas.getByText(shown)).toBeVisible();
    await expect(canvas.getByText(es ? 'Dos veces al mes' : 'Semi-monthly')).toBeVisible();
    for (const raw of ['1986-04-12', '5550101001', 'retirement', 'semi-monthly'])
      await expect(canvas.queryByText(raw)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Home Address' }));
    await expect(args.onEdit).toHaveBeenCalledWith('applicantAddress');
    await userEvent.click(canvasElement);
  },
};

/** An HVAC store with mortgage questions: mortgage details and home-owner address. */
export const HvacMortgage: Story = {
  name: 'HVAC Mortgage',
  args: {
    sections: getConfirmationSections(application, { isHvacStore: true, mortgageQuestionsEnabled: true }),
  },
};

/** With a co-applicant: no 'Add Co-Applicant'. */
export const WithCoApplicant: Story = {
  args: {
    canAddCoApplicant: false,
    sections: getConfirmationSections({
      ...application,
      has_co_applicant: true,
      co_applicant: {
        first_name: 'Jamie',
        last_name: 'Anderson',
        social_security_number: 'XXX-XX-5005',
        income: [{ source: 'self-employed', gross: '2400', frequency: 'monthly' }],
      },
    }),
  },
};

/** The checks or the PIN send are running. */
export const Busy: Story = { args: { busy: true } };

/** Submitting: the full-screen loader. */
export const Submitting: Story = { args: { submitting: true } };

/** The footer's save status after 30 seconds of saving (02 §2), in the story's language. */
function slowSave(locale: 'en' | 'es') {
  return {
    saving: true,
    label: t('application.saving', undefined, locale),
    retryHintVisible: true,
    retryHint: t('application.savingHint', undefined, locale),
    retryAction: t('application.savingHintLink', undefined, locale),
  };
}

/**
 * The checks take long (02 §2): Confirm & Submit reads 'Saving. Wait for a moment...', and after 30
 * seconds 'If this takes more than 30 seconds to save, click here.' shows.
 */
export const SavingSlow: Story = {
  args: { busy: true, onSaveRetry: fn() },
  render: (args, { globals }) => {
    const locale = globals.locale === 'es' ? 'es' : 'en';
    return (
      <ApplicationConfirmationScreen
        {...args}
        sections={getConfirmationSections(application, { locale })}
        progress={storyProgress('application', { locale })}
        save={slowSave(locale)}
      />
    );
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const es = globals.locale === 'es';
    await expect(
      canvas.getByRole('button', {
        name: es ? 'Guardando. Espere un momento...' : 'Saving. Wait for a moment...',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: es ? 'haga clic aquí' : 'click here' }));
    await expect(args.onSaveRetry).toHaveBeenCalled();
    await userEvent.click(canvasElement);
  },
};

/** The submission failed. */
export const SubmitFailed: Story = {
  args: { error: "We're sorry, but we were not able to process your application. Please try again later." },
};

/**
 * A customer check of the confirm step failed without a message of its own (02 §8): 'Oops! something
 * went wrong, please try again', in the page's locale.
 */
export const ConfirmStepFailed: Story = {
  render: (args, { globals }) => {
    const locale = globals.locale === 'es' ? 'es' : 'en';
    return (
      <ApplicationConfirmationScreen
        {...args}
        error={t('errors.confirm.failed', undefined, locale)}
        progress={storyProgress('application', { locale })}
      />
    );
  },
};

/** Loading the application. */
export const Loading: Story = { args: { status: 'loading', sections: [] } };

/** The application could not be loaded. */
export const LoadError: Story = {
  args: {
    status: 'error',
    sections: [],
    loadError: 'An invalid response was returned from the server.',
    onRetry: fn(),
  },
};

/** Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };

/**
 * The sandbox's address step for the modal: its schema with the saved address, and a save that answers
 * with the application as saved.
 */
function addressEditTransport(locale: 'en' | 'es') {
  return createApiClient({
    fetch: async (input, init) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://story',
      );
      if (url.pathname === '/apply-v2/application/step/applicantAddress') {
        const values = { applicant: { location: application.applicant.location } };
        // The sandbox serves the step's form in the request's language (its Spanish labels).
        const schema = localizeSchema(
          { ...addressSchema, title: addressSchema.title ?? '' } as never,
          locale,
        ) as unknown as typeof addressSchema;
        return Response.json({ status: true, code: 200, data: { ...schema, values } });
      }
      const sent = JSON.parse(String(init?.body ?? '{}')) as { applicant?: object };
      return Response.json({ status: true, code: 200, data: { application: { ...application, ...sent } } });
    },
  }).request;
}

/**
 * Edit on the home address opens its form in a modal panel (01 §2, size large) with the saved address;
 * closing it with an unsaved change asks 'Are you sure?' with Discard and Keep (01 §4), and Keep returns
 * to the form with the typed value.
 */
export const EditAddressModalOpen: Story = {
  render: function Render(args, { globals }) {
    const locale = globals.locale === 'es' ? 'es' : 'en';
    const [edit] = React.useState(() => {
      const created = createConfirmationEdit({
        transport: addressEditTransport(locale),
        locale,
        fieldTypes: stepFieldTypes,
      });
      created.open('applicantAddress');
      return created;
    });
    React.useEffect(() => () => edit.dispose(), [edit]);
    return (
      <ApplicationConfirmationScreen
        {...args}
        sections={getConfirmationSections(application, { locale })}
        progress={storyProgress('application', { locale })}
        edit={edit}
      />
    );
  },
  play: async ({ globals }) => {
    const es = globals.locale === 'es';
    // The form shows once its schema is parsed with the contract's schemas, which the story's first load
    // imports on demand: in a test run that module is transformed on that first request, past findBy's 1 s.
    const loaded = { timeout: 15_000 };
    const dialog = await screen.findByRole('dialog', { name: es ? 'Domicilio' : 'Home Address' }, loaded);
    const streetName = es ? /Dirección/ : /Street Address/;
    const street = await within(dialog).findByRole('textbox', { name: streetName }, loaded);
    await expect(street).toHaveValue('100 Main Street');
    await userEvent.clear(street);
    await userEvent.type(street, '22 New Street');
    await userEvent.click(within(dialog).getByRole('button', { name: es ? 'Cancelar' : 'Cancel' }));
    const prompt = await screen.findByRole('alertdialog');
    await expect(within(prompt).getByRole('button', { name: es ? 'Descartar' : 'Discard' })).toBeVisible();
    await userEvent.click(within(prompt).getByRole('button', { name: es ? 'Conservar' : 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const kept = within(dialog).getByRole('textbox', { name: streetName });
    await expect(kept).toHaveValue('22 New Street');
    // The shopper types the saved address back: the story ends in the state its name and data give (the
    // form open with the saved address), as its Flows page shows it.
    await userEvent.clear(kept);
    await userEvent.type(kept, '100 Main Street');
    await expect(kept).toHaveValue('100 Main Street');
  },
};
