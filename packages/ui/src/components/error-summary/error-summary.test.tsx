import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@leasekit/core/react';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';

function Form({ errors, focusKey }: { errors: ErrorSummaryItem[]; focusKey?: number }) {
  return (
    <form noValidate>
      <ErrorSummary errors={errors} focusKey={focusKey} />
      <Field label="Last name" id="last_name" error={errors.find((e) => e.id === 'last_name')?.message}>
        <Input />
      </Field>
      <Field label="Cell" id="cell" error={errors.find((e) => e.id === 'cell')?.message}>
        <Input />
      </Field>
    </form>
  );
}

const errors = [
  { id: 'last_name', message: 'Enter your last name' },
  { id: 'cell', message: 'The Cell value must be a phone number.' },
];

describe('ErrorSummary', () => {
  it('renders nothing while there are no errors', () => {
    const { container } = render(<Form errors={[]} />);
    expect(container.querySelector('[data-slot="error-summary"]')).toBeNull();
  });

  it("heads the summary with the catalogue's 'There is a problem' in the reader's locale", () => {
    render(
      <LocaleProvider locale="es">
        <ErrorSummary errors={errors} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('alert')).toHaveAccessibleName('Hay un problema');
  });

  it("GOV.UK pattern: 'There is a problem' appears as an alert and takes focus", () => {
    const { rerender } = render(<Form errors={[]} />);
    rerender(<Form errors={errors} />);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveAccessibleName('There is a problem');
    expect(summary).toHaveFocus();
  });

  it('links to each field by id and a click focuses that field', async () => {
    render(<Form errors={errors} />);
    const link = screen.getByRole('link', { name: 'The Cell value must be a phone number.' });
    expect(link).toHaveAttribute('href', '#cell');
    await userEvent.click(link);
    expect(screen.getByLabelText('Cell')).toHaveFocus();
    // The inline message repeats the summary's text.
    expect(screen.getByLabelText('Cell')).toHaveAccessibleDescription(
      'Error: The Cell value must be a phone number.',
    );
  });

  it('a new focusKey (another failed Continue) moves focus back to the summary', async () => {
    const { rerender } = render(<Form errors={errors} focusKey={1} />);
    await userEvent.click(screen.getByLabelText('Last name'));
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    rerender(<Form errors={errors} focusKey={2} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
