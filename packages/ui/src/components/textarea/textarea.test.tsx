import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from '../field/field';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('takes its id and error wiring from the Field and keeps what was typed', async () => {
    render(
      <Field label="Notes" id="notes" error="Too long">
        <Textarea />
      </Field>,
    );
    const box = screen.getByLabelText('Notes');
    await userEvent.type(box, 'Hello');
    expect(box).toHaveValue('Hello');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('data-slot', 'textarea');
  });
});
