import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import { nativeSelectClassName, selectTriggerClassName } from './select-trigger-class';

describe('Select', () => {
  it('the trigger is labelled by the Field and chooses with the keyboard', async () => {
    const onValueChange = vi.fn();
    render(
      <Field label="Frequency" id="frequency" error="The Frequency value is not in the allowed values.">
        <Select onValueChange={onValueChange}>
          <SelectTrigger>
            <SelectValue placeholder="Choose" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="weekly">Weekly</SelectItem>
            <SelectItem value="monthly">Monthly</SelectItem>
          </SelectContent>
        </Select>
      </Field>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Frequency' });
    expect(trigger).toHaveAttribute('id', 'frequency');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveTextContent('Choose');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Monthly' }));
    expect(onValueChange).toHaveBeenCalledWith('monthly');
    expect(trigger).toHaveTextContent('Monthly');
  });

  it("the trigger's class list is one tailwind-merge would leave unchanged (so it is not merged per render)", () => {
    expect(twMerge(selectTriggerClassName)).toBe(selectTriggerClassName);
  });

  it("the native select's class list is one tailwind-merge would leave unchanged too", () => {
    expect(twMerge(nativeSelectClassName)).toBe(nativeSelectClassName);
  });
});
