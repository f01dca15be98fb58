import * as React from 'react';
import { t } from '@leasekit/core';
import { type ConfirmationEdit, type SummarySection } from '@leasekit/core/apply';
import { useStore, useCurrentLocale } from '@leasekit/core/react';
import { Button, Modal, ModalClose, SchemaForm } from '@leasekit/ui';
import { stepWidgets } from '../apply-step';

/** Props of {@link ConfirmationEditModal}. */
export interface ConfirmationEditModalProps {
  /** The core's modal edit of the confirmation (`createConfirmationEdit`). */
  edit: ConfirmationEdit;
  /** The summary's sections: the modal is titled after the section being edited. */
  sections: readonly SummarySection[];
}

/**
 * A section of the confirmation edited in a modal panel (01 §2: modal panels open forms, size large):
 * the step's schema form with Cancel and Save. Closing it with unsaved changes (the X, Escape, Cancel)
 * asks 'Are you sure?' with Discard and Keep (01 §4, §9); Keep returns to the form as it was typed.
 */
export function ConfirmationEditModal({ edit, sections }: ConfirmationEditModalProps) {
  const locale = useCurrentLocale();
  const { step, form, dirty } = useStore(edit);
  const formId = `confirmation-edit${React.useId().replace(/:/g, '')}`;
  const section = sections.find((candidate) => candidate.editStep === step);
  return (
    <Modal
      open={step !== null}
      onOpenChange={(open) => {
        if (!open) edit.close();
      }}
      dirty={dirty}
      onDiscard={edit.discard}
      title={section ? t(section.title, undefined, locale) : ''}
      footer={
        form ? (
          <>
            <ModalClose>
              <Button type="button" variant="outline">
                {t('ui.modal.cancel', undefined, locale)}
              </Button>
            </ModalClose>
            <Button type="submit" form={formId}>
              {t('ui.modal.save', undefined, locale)}
            </Button>
          </>
        ) : null
      }
    >
      {form ? (
        <SchemaForm
          id={formId}
          form={form}
          widgets={stepWidgets}

          showTitle={false}
          footer={null}
          density="compact"
          onSuccess={edit.saved}
        />
      ) : null}
    </Modal>
  );
}
