import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { t, type ApiTransport } from '@leasekit/core';
import { createSchemaForm, type FormSchema } from '@leasekit/core/form';
import { localizeSchema } from '../../../../../apps/sandbox/src/domain/forms-es';
import { Alert, AlertDescription } from '@leasekit/ui';
import { CheckpointScreen } from './checkpoint';

function schema(products: boolean): FormSchema {
  return {
    action: '/apply-v2/application/retrieve',
    method: 'POST',
    params: { store_id: 1 },
    values: { store_id: 1 },
    title: "Let's Get Started",
    buttons: [{ label: 'Continue', type: 'submit' }],
    children: [
      { name: 'last_name', type: 'text', label: 'Last Name', required: true, rules: ['required'] },
      {
        name: 'social_security_number',
        type: 'masked',
        label: 'Social Security Number',
        required: true,
        rules: ['required'],
        mask: '###-##-####',
      },
      { name: 'date_of_birth', type: 'date', label: 'Date of Birth', required: true, rules: ['required'] },
      { name: 'store_id', type: 'hidden', label: 'Store' },
      ...(products
        ? [
            {
              name: 'product_selection_override',
              type: 'select',
              label: 'Product',
              required: true,
              rules: ['product'],
              options: [
                { text: 'Television', value: 'tv' },
                { text: 'Laptop', value: 'laptop' },
              ],
            },
          ]
        : []),
    ],
  } as unknown as FormSchema;
}

const notFound: ApiTransport = (async () => ({
  status: false,
  code: 404,
  data: {},
  error: 'No application was found with these details.',
})) as ApiTransport;

function Story({
  products = false,
  locale,
  verification,
  ceiling = 800_000,
  submitted = false,
}: {
  products?: boolean;
  ceiling?: number;
  locale: 'en' | 'es';
  verification?: React.ReactNode;
  /**
   * Continue was pressed with nothing typed before the story opens, so its errors show without an
   * interaction (on a Docs page too); false by default.
   */
  submitted?: boolean;
}) {
  const [form] = React.useState(() => {
    const made = createSchemaForm({
      transport: notFound,
      // The sandbox's own Spanish for its schema when the story is in Spanish.
      schema: localizeSchema(schema(products) as never, locale) as unknown as FormSchema,
      locale,
    });
    if (submitted) void made.submit();
    return made;
  });
  return (
    <CheckpointScreen
      locale={locale}
      form={form}
      onRetrieved={() => {}}
      verification={verification}
      onBack={() => {}}
      approvalCeiling={ceiling}
    />
  );
}

const meta = {
  title: "Apply/Screens/Let's get started",
  component: CheckpointScreen,
  args: { locale: 'en', form: undefined as never, onRetrieved: () => {} },
  render: (_args, { globals }) => <Story locale={globals.locale === 'es' ? 'es' : 'en'} />,
} satisfies Meta<typeof CheckpointScreen>;

export default meta;
type S = StoryObj<typeof meta>;

/** The retrieval form, under the welcome text: approvals up to $8,000 (01 §1). */
export const Retrieval: S = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(globals.locale === 'es' ? /hasta \$8,000/ : /approvals up to \$8,000/),
    ).toBeVisible();
  },
};

/** An HVAC store: the welcome text promises approvals up to $18,000 (01 §1, §9). */
export const RetrievalHvac: S = {
  name: 'Retrieval HVAC',
  render: (_a, { globals }) => <Story ceiling={1_800_000} locale={globals.locale === 'es' ? 'es' : 'en'} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/\$18,000/)).toBeVisible();
  },
};

/** Continue with nothing typed: the error summary and inline errors. */
export const RetrievalErrors: S = {
  render: (_a, { globals }) => <Story submitted locale={globals.locale === 'es' ? 'es' : 'en'} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    // Continue again with nothing typed: the summary stays.
    await userEvent.click(await canvas.findByRole('button', { name: /continue|continuar/i }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/**
 * Product selection enabled: the product dropdown is mandatory; Continue without one says 'Please select a
 * product before continuing.' (01 §5), in the summary and inline.
 */
export const WithProduct: S = {
  render: (_a, { globals }) => <Story products submitted locale={globals.locale === 'es' ? 'es' : 'en'} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /continue|continuar/i }));
    const text =
      globals.locale === 'es'
        ? 'Seleccione un producto antes de continuar.'
        : 'Please select a product before continuing.';
    await expect((await canvas.findAllByText(text)).length).toBeGreaterThan(0);
  },
};

/** A retrieval exists: the verification form instead. */
export const Verification: S = {
  render: (_a, { globals }) => {
    const locale = globals.locale === 'es' ? 'es' : 'en';
    return (
      <Story
        locale={locale}
        verification={
          <Alert variant="info">
            <AlertDescription>{t('application.pin.title', undefined, locale)}</AlertDescription>
          </Alert>
        }
      />
    );
  },
};

/** Spanish. */
export const Spanish: S = { globals: { locale: 'es' } };
