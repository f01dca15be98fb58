import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { storyText } from '../../stories/story-text';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { id: 'last_name', message: 'Enter your last name' },
      { id: 'cell', message: 'The Cell value must be a phone number.' },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveFocus();
  },
};

export const Empty: Story = { args: { errors: [] } };

export const LongContent: Story = {
  args: {
    errors: Array.from({ length: 8 }, (_, i) => ({
      id: `field-${i}`,
      message: `The Field ${i + 1} value must only contain alpha numeric characters, numbers or _.`,
    })),
  },
};

/** The form's values on the story's Continue. */
interface ContinueValues {
  last_name: string;
  cell: string;
}

/** What Continue reports for these values. */
function validate(values: ContinueValues): ErrorSummaryItem[] {
  const errors: ErrorSummaryItem[] = [];
  if (!values.last_name) errors.push({ id: 'last_name', message: 'Enter your last name' });
  if (values.cell.replace(/\D/g, '').length !== 10)
    errors.push({ id: 'cell', message: storyText('validation.phone', { field: 'Cell' }) });
  return errors;
}

/** A two-field form; `continued` values open it as after Continue with them (empty, untouched by default). */
function ContinueForm({ continued }: { continued?: ContinueValues }) {
  const [errors, setErrors] = React.useState<ErrorSummaryItem[]>(() =>
    continued ? validate(continued) : [],
  );
  const [attempt, setAttempt] = React.useState(0);
  const [values, setValues] = React.useState(continued ?? { last_name: '', cell: '' });
  const messageFor = (id: string) => errors.find((e) => e.id === id)?.message;
  return (
    <form
      noValidate
      className="flex max-w-md flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(validate(values));
        setAttempt((n) => n + 1);
      }}
    >
      <ErrorSummary errors={errors} focusKey={attempt} />
      <Field label="Last name" id="last_name" error={messageFor('last_name')}>
        <Input
          value={values.last_name}
          onChange={(e) => setValues({ ...values, last_name: e.target.value })}
        />
      </Field>
      <Field label="Cell" id="cell" error={messageFor('cell')}>
        <Input value={values.cell} onChange={(e) => setValues({ ...values, cell: e.target.value })} />
      </Field>
      <Button type="submit">Continue</Button>
    </form>
  );
}

/** On Continue: values kept, the summary takes focus, each link focuses its field. */
export const OnContinue: Story = {
  render: () => <ContinueForm continued={{ last_name: '', cell: '555' }} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByLabelText('Cell')).toHaveValue('555');
    await userEvent.click(
      canvas.getByRole('link', { name: storyText('validation.phone', { field: 'Cell' }) }),
    );
    await expect(canvas.getByLabelText('Cell')).toHaveFocus();
    await userEvent.click(canvasElement);
  },
};
