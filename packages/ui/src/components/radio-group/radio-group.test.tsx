import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { Label } from '../label/label';
import { RadioGroup, RadioGroupItem } from './radio-group';

describe('RadioGroup', () => {
  it('inside a group Field: the legend names it, the error describes it, a click chooses', async () => {
    const onValueChange = vi.fn();
    render(
      <Field label="Payment frequency" group error="Choose a frequency">
        <RadioGroup onValueChange={onValueChange}>
          <div className="flex gap-2">
            <RadioGroupItem value="weekly" id="f-weekly" />
            <Label htmlFor="f-weekly">Weekly</Label>
          </div>
          <div className="flex gap-2">
            <RadioGroupItem value="monthly" id="f-monthly" />
            <Label htmlFor="f-monthly">Monthly</Label>
          </div>
        </RadioGroup>
      </Field>,
    );
    expect(screen.getByRole('group', { name: 'Payment frequency' })).toHaveAccessibleDescription(
      'Error: Choose a frequency',
    );
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(onValueChange).toHaveBeenLastCalledWith('weekly');
    // Arrow-key movement is Radix roving focus; it is exercised in the real browser by the story.
    await userEvent.click(screen.getByText('Monthly'));
    expect(onValueChange).toHaveBeenLastCalledWith('monthly');
  });
});
