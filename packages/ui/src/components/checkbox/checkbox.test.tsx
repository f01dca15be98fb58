import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by click and Space, and takes the Field wiring', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Field label="I confirm" error="Required">
        <Checkbox onCheckedChange={onCheckedChange} />
      </Field>,
    );
    const box = screen.getByRole('checkbox', { name: 'I confirm' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(box);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the indeterminate state', () => {
    render(<Checkbox aria-label="All" checked="indeterminate" />);
    expect(screen.getByRole('checkbox')).toHaveAttribute('data-state', 'indeterminate');
  });
});
