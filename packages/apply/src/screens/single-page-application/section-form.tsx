import type { createSinglePageController } from '@leasekit/core/apply';
import { useField } from '@leasekit/core/react';
import { ConfirmDialog, SchemaForm } from '@leasekit/ui';
import { StepWidgetProvider, stepWidgets } from '../apply-step';

type SinglePageSectionView = ReturnType<
  ReturnType<typeof createSinglePageController>['getState']
>['sections'][number];

/** Props of {@link SinglePageSectionForm}. */
export interface SinglePageSectionFormProps {
  /** The section as the single-page controller shows it: its form, behaviour and actions. */
  section: SinglePageSectionView;
}

/**
 * One section's form on the single-page application (01 §2, §4): its fields without buttons (the page
 * has one Continue), the routing lookup's alert and the removal confirmation of its toggles.
 */
export function SinglePageSectionForm({ section }: SinglePageSectionFormProps) {
  const { id, form, behaviour, actions } = section;
  useField(form, 'has_co_applicant');
  return (
    <StepWidgetProvider
      value={{
        suggestions: behaviour.suggestions,
        onChooseSuggestion: (prefix, suggestion) => void actions.chooseSuggestion(prefix, suggestion),
        onToggle: actions.setToggle,
      }}
    >
      {behaviour.routing.error ? (
        <p role="alert" className="text-sm text-destructive">
          {behaviour.routing.error}
        </p>
      ) : null}
      <SchemaForm
        id={`section-${id}`}
        form={form}
        widgets={stepWidgets}

        showTitle={false}
        className="[&_[data-slot=schema-form-buttons]]:hidden"
      />
      <ConfirmDialog
        open={Boolean(behaviour.pendingRemoval)}
        description={behaviour.pendingRemoval?.message}
        onConfirm={actions.confirmRemoval}
        onCancel={actions.cancelRemoval}
        onOpenChange={(open) => {
          if (!open) actions.cancelRemoval();
        }}
      />
    </StepWidgetProvider>
  );
}
