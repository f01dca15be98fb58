import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { Switch } from './switch';

describe('Switch', () => {
  it("is a labelled switch, e.g. 'I would like to add my banking details now' (01 §2)", async () => {
    const onCheckedChange = vi.fn();
    render(
      <Field label="I would like to add my banking details now">
        <Switch onCheckedChange={onCheckedChange} />
      </Field>,
    );
    const sw = screen.getByRole('switch', { name: 'I would like to add my banking details now' });
    expect(sw).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(sw);
    expect(sw).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
