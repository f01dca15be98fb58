import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../input/input';
import { Textarea } from '../textarea/textarea';
import { Field } from './field';

describe('Field', () => {
  it('labels its control and links the hint with aria-describedby', () => {
    render(
      <Field label="Email" id="email" hint="We send your PIN here">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAccessibleDescription('We send your PIN here');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('GOV.UK pattern: the inline error marks the control invalid and is part of its description', () => {
    render(
      <Field label="Phone" id="cell" hint="Mobile number" error="The Phone value must be a phone number.">
        <Input defaultValue="12" />
      </Field>,
    );
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'cell-hint cell-error');
    expect(input).toHaveAccessibleDescription('Mobile number Error: The Phone value must be a phone number.');
    // The value the user typed is kept while the error shows.
    expect(input).toHaveValue('12');
  });

  it("shows the '(optional)' marker and generates an id when none is given", () => {
    render(
      <Field label="Middle name" optional>
        <Textarea />
      </Field>,
    );
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    const control = screen.getByLabelText(/Middle name/);
    expect(control.id).toMatch(/^field-/);
  });

  it('required and disabled flow to the control; the control’s own props win', () => {
    render(
      <Field label="City" required disabled>
        <Input id="own-id" aria-describedby="extra" />
      </Field>,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('id', 'own-id');
    expect(input).toHaveAttribute('aria-describedby', 'extra');
  });

  it('group renders a fieldset whose legend names the group', () => {
    render(
      <Field label="Frequency" group error="Choose one">
        <input type="radio" aria-label="Weekly" />
      </Field>,
    );
    const group = screen.getByRole('group', { name: 'Frequency' });
    expect(group).toHaveAccessibleDescription('Error: Choose one');
  });
});
