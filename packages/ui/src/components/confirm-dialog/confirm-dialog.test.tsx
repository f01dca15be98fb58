import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@leasekit/core/react';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it("spec 01 §9: defaults to 'Are you sure?' with Yes and No; Yes confirms and closes", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        trigger={<button type="button">Remove</button>}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('No and Escape cancel without confirming', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog defaultOpen onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    render(<ConfirmDialog defaultOpen onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('spec 01 §8: takes the delete-file prompt as description and custom labels', () => {
    render(
      <ConfirmDialog
        open
        description="Are you sure you want to delete this file?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="destructive"
      />,
    );
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Are you sure you want to delete this file?',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('spec 01 §1: default texts follow the locale', () => {
    render(
      <LocaleProvider locale="es">
        <ConfirmDialog open />
      </LocaleProvider>,
    );
    expect(screen.getByRole('alertdialog', { name: '¿Está seguro?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sí' })).toBeInTheDocument();
  });
});
