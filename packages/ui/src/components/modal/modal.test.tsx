import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal, ModalClose } from './modal';

describe('Modal', () => {
  it('spec 01 §2: opens a form in a panel that is size large by default', async () => {
    render(
      <Modal title="Add income" trigger={<button type="button">Open</button>}>
        <label>
          Employer <input />
        </label>
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Add income' });
    expect(dialog).toHaveClass('max-w-3xl');
    expect(dialog).toHaveAttribute('data-state', 'open');
  });

  it('closes at once with the X when there are no unsaved changes', async () => {
    const onOpenChange = vi.fn();
    render(<Modal title="Add income" defaultOpen onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('spec 01 §4: with unsaved changes, closing asks to confirm; Keep returns to the form with its input', async () => {
    render(
      <Modal title="Add income" defaultOpen dirty>
        <label>
          Employer <input defaultValue="Acme" />
        </label>
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(confirm).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add income' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Employer' })).toHaveValue('Acme');
  });

  it('spec 01 §4: Discard closes the modal and reports the discard', async () => {
    const onDiscard = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <Modal title="Add income" defaultOpen dirty onDiscard={onDiscard} onOpenChange={onOpenChange}>
        <ModalClose>
          <button type="button">Cancel</button>
        </ModalClose>
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes other sizes and a footer', () => {
    render(<Modal title="Small" size="sm" open footer={<button type="button">Save</button>} />);
    expect(screen.getByRole('dialog')).toHaveClass('max-w-sm');
    expect(screen.getByRole('button', { name: 'Save' }).closest('[data-slot="modal-footer"]')).not.toBeNull();
  });
});
