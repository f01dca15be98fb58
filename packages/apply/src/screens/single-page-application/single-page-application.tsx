import * as React from 'react';
import { t } from '@leasekit/core';
import { type createSinglePageController } from '@leasekit/core/apply';
import { useCurrentLocale } from '@leasekit/core/react';
import { Alert, AlertDescription, Button, Card, type BreadcrumbItem, type ProgressStep } from '@leasekit/ui';
import { LoadStatus } from '../load-status';
import { WizardScreen } from '../wizard-screen';

// A section's save status as the single-page controller reports it.
type SectionSaveStatus = ReturnType<
  ReturnType<typeof createSinglePageController>['getState']
>['sections'][number]['status'];

/** One numbered section of the single-page application (01 §2). */
export interface SinglePageSection {
  id: string;
  number: number;
  title: string;
  /** 'First complete the applicant info section' until the applicant exists (01 §2); none otherwise. */
  gateMessage?: string | null;
  /** The section's autosave status (01 §4). */
  status: SectionSaveStatus;
  /** The last failed save's text. */
  error?: string | null;
  /** The section's form. */
  content: React.ReactNode;
}

/** Props of {@link SinglePageApplicationScreen}. */
export interface SinglePageApplicationScreenProps {
  progress: readonly ProgressStep[];
  status?: 'loading' | 'error' | 'ready';
  loadError?: string | null;
  onRetry?: () => void;
  sections: readonly SinglePageSection[];
  /** Continue: saves every active section, then submits the application (01 §4). */
  onSubmit?: () => void;
  /** True while the save-all schedule runs. */
  submitting?: boolean;
  /** True when the schedule ran out after 15 s with sections unsaved. */
  expired?: boolean;
  /** The application submit's failure text, or null. */
  submitError?: string | null;
  breadcrumbs?: readonly BreadcrumbItem[];
}

const STATUS_CODES: Partial<Record<SectionSaveStatus, string>> = {
  saved: 'application.section.saved',
  saving: 'application.section.saving',
  unsaved: 'application.section.unsaved',
};

/**
 * The single-page application (apply_form_version 3; 01 §2, §4): numbered sections that save by
 * themselves, each showing whether it is saved, 'First complete the applicant info section' before the
 * applicant exists, and one Continue that saves everything first. It never advances on its own.
 */
export function SinglePageApplicationScreen({
  progress,
  status = 'ready',
  loadError,
  onRetry,
  sections,
  onSubmit,
  submitting = false,
  expired = false,
  submitError,
  breadcrumbs,
}: SinglePageApplicationScreenProps) {
  const locale = useCurrentLocale();
  return (
    <WizardScreen progress={progress} breadcrumbs={breadcrumbs}>
      <LoadStatus slot="single-page" status={status} loadError={loadError} onRetry={onRetry} />
      {status === 'ready' ? (
        <>
          {sections.map((section) => {
            const headingId = `section-${section.id}-heading`;
            const statusCode = STATUS_CODES[section.status];
            return (
              <Card key={section.id} asChild className="flex flex-col gap-4">
                <section
                  aria-labelledby={headingId}
                  data-slot="single-page-section"
                  data-section={section.id}
                  data-state={section.status}
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 id={headingId} className="font-heading text-lg font-semibold">
                      <span className="mr-2 text-muted-foreground">{section.number}.</span> {section.title}
                    </h2>
                    <p role="status" data-slot="section-status" className="text-sm text-muted-foreground">
                      {section.status === 'error'
                        ? t('application.section.error', { error: section.error ?? '' }, locale)
                        : statusCode
                          ? t(statusCode, undefined, locale)
                          : null}
                    </p>
                  </div>
                  {section.gateMessage ? (
                    <Alert variant="info" data-slot="section-gate">
                      <AlertDescription>{section.gateMessage}</AlertDescription>
                    </Alert>
                  ) : null}
                  {section.content}
                </section>
              </Card>
            );
          })}
          {expired ? (
            <Alert variant="error" data-slot="single-page-expired">
              <AlertDescription>{t('application.singlePage.expired', undefined, locale)}</AlertDescription>
            </Alert>
          ) : null}
          {submitError ? (
            <Alert variant="error" data-slot="single-page-error">
              <AlertDescription>{submitError}</AlertDescription>
            </Alert>
          ) : null}
          <div className="flex justify-end">
            <Button type="button" loading={submitting} onClick={onSubmit}>
              {submitting
                ? t('application.saving', undefined, locale)
                : t('common.continue', undefined, locale)}
            </Button>
          </div>
        </>
      ) : null}
    </WizardScreen>
  );
}
