import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../components/modal/modal';
import { ConfirmDialog } from '../components/confirm-dialog/confirm-dialog';
import { IdleModal } from '../components/idle-modal/idle-modal';
import { PortalContainerProvider } from './portal-container';

/** A page with other content and a box that keeps the dialogs below it inside itself. */
function ContainedPage({ children }: { children: React.ReactNode }) {
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  return (
    <>
      <button type="button">Elsewhere on the page</button>
      <div data-testid="box" ref={setContainer}>
        <PortalContainerProvider container={container}>{children}</PortalContainerProvider>
      </div>
    </>
  );
}

/** What a modal dialog does to the page around it: scroll lock, pointer lock, hidden siblings. */
function getPageLocks() {
  return {
    pointerEvents: document.body.style.pointerEvents,
    scrollLocked: document.body.hasAttribute('data-scroll-locked'),
    hidden: document.querySelectorAll('[data-aria-hidden]').length,
  };
}

const unlocked = { pointerEvents: '', scrollLocked: false, hidden: 0 };

describe('PortalContainerProvider', () => {
  it('an open Modal renders in the container, leaves the page scrolling and clickable, and takes no focus', () => {
    render(
      <ContainedPage>
        <Modal title="Add income" defaultOpen />
      </ContainedPage>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add income' });
    expect(screen.getByTestId('box')).toContainElement(dialog);
    expect(dialog).toHaveClass('absolute');
    expect(screen.getByTestId('box').querySelector('[data-slot="modal-overlay"]')).toBeInTheDocument();
    expect(getPageLocks()).toEqual(unlocked);
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('a contained Modal stays open on a click elsewhere on the page and still closes with its X', async () => {
    const onOpenChange = vi.fn();
    render(
      <ContainedPage>
        <Modal title="Add income" defaultOpen onOpenChange={onOpenChange} />
      </ContainedPage>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
    expect(screen.getByRole('dialog', { name: 'Add income' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('an open ConfirmDialog keeps its alertdialog role and its buttons inside the container, without locking the page', async () => {
    const onConfirm = vi.fn();
    render(
      <ContainedPage>
        <ConfirmDialog
          defaultOpen
          description="The additional income will be removed."
          onConfirm={onConfirm}
        />
      </ContainedPage>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(screen.getByTestId('box')).toContainElement(dialog);
    expect(getPageLocks()).toEqual(unlocked);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('an open IdleModal renders in the container without locking the page', () => {
    render(
      <ContainedPage>
        <IdleModal open secondsLeft={60} onKeepAlive={() => {}} />
      </ContainedPage>,
    );
    expect(screen.getByTestId('box')).toContainElement(screen.getByRole('alertdialog'));
    expect(getPageLocks()).toEqual(unlocked);
  });

  it('without a provider a Modal is modal over the page, as before', () => {
    render(
      <>
        <button type="button">Elsewhere on the page</button>
        <Modal title="Add income" defaultOpen />
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Add income' })).toHaveClass('fixed');
    expect(getPageLocks()).not.toEqual(unlocked);
  });
});
