import * as React from 'react';
import { t, type SaveStatusState } from '@leasekit/core';
import { type ApplyStepId, type ConfirmationEdit, type SummarySection } from '@leasekit/core/apply';
import { useCurrentLocale } from '@leasekit/core/react';
import {
  Alert,
  AlertDescription,
  Button,
  CollapsibleSection,
  FullScreenLoader,
  TokenText,
  type BreadcrumbItem,
  type ProgressStep,
} from '@leasekit/ui';
import { CheckoutFooter, SaveRetryHint } from '../checkout-shared';
import { LoadStatus } from '../load-status';
import { WizardScreen } from '../wizard-screen';
import { ConfirmationEditModal } from './confirmation-edit-modal';

/** Where the consent links go (02 §2). */
export interface ConsentLinks {
  privacyPolicy: string;
  serviceAgreement: string;
  termsOfUse: string;
}

/** Props of {@link ApplicationConfirmationScreen}. */
export interface ApplicationConfirmationScreenProps {
  progress: readonly ProgressStep[];
  status?: 'loading' | 'error' | 'ready';
  loadError?: string | null;
  onRetry?: () => void;
  /** The sections from the core's `getConfirmationSections` (masked SSN and ID, pay days by frequency). */
  sections: readonly SummarySection[];
  /** Shows 'Add Co-Applicant' when no co-applicant exists. */
  canAddCoApplicant?: boolean;
  onEdit?: (step: ApplyStepId) => void;
  onAddCoApplicant?: () => void;
  /** Confirm & Submit. */
  onSubmit?: () => void;
  /** True while the checks, the PIN send or the submit run; the submit shows the full-screen loader. */
  busy?: boolean;
  submitting?: boolean;
  /** The failure text ('We're sorry, but we were not able to process your application…'). */
  error?: string | null;
  links: ConsentLinks;
  breadcrumbs?: readonly BreadcrumbItem[];
  /**
   * The footer's save status (02 §2) while the checks, the PIN send or the submit run: Confirm & Submit
   * reads 'Saving. Wait for a moment...'; after 30 s the 'click here' hint shows, in the footer and on the
   * full-screen loader. Idle by default.
   */
  save?: Pick<SaveStatusState, 'saving' | 'label' | 'retryHintVisible' | 'retryHint' | 'retryAction'>;
  /** The hint's 'click here'. */
  onSaveRetry?: () => void;
  /**
   * The core's modal edit (`createConfirmationEdit`): a section it edits in a modal (the home address)
   * opens its form there instead of calling `onEdit`. None by default: every Edit calls `onEdit`.
   */
  edit?: ConfirmationEdit;
}

/**
 * The confirmation screen (02 §2, 03 §4): collapsible sections each with Edit, 'Add Co-Applicant' when
 * there is none, and Confirm & Submit with the consent links to the privacy policy, the service agreement
 * and the terms of use. A failed submission shows the spec's text and can be retried.
 */
export function ApplicationConfirmationScreen({
  progress,
  status = 'ready',
  loadError,
  onRetry,
  sections,
  canAddCoApplicant = false,
  onEdit,
  onAddCoApplicant,
  onSubmit,
  busy = false,
  submitting = false,
  error,
  links,
  breadcrumbs,
  save,
  onSaveRetry,
  edit,
}: ApplicationConfirmationScreenProps) {
  const locale = useCurrentLocale();
  const link = (href: string, code: string) => (
    <a href={href} target="_blank" rel="noreferrer" className="font-medium text-primary underline">
      {t(code, undefined, locale)}
    </a>
  );
  const consent = t('application.confirm.consent', undefined, locale).split(
    /(\{privacy\}|\{service\}|\{terms\})/,
  );
  return (
    <WizardScreen
      progress={progress}
      breadcrumbs={breadcrumbs}
      heading={t('application.confirm.heading', undefined, locale)}
    >
      <LoadStatus slot="confirmation" status={status} loadError={loadError} onRetry={onRetry} />
      {status === 'ready' ? (
        <div data-slot="confirmation" className="flex flex-col gap-4">
          {sections.map((section) => {
            const title = t(section.title, undefined, locale);
            return (
              <CollapsibleSection
                key={section.id}
                data-section={section.id}
                title={title}
                editLabel={
                  <>
                    {t('ui.section.edit', undefined, locale)}
                    <span className="sr-only"> {title}</span>
                  </>
                }
                onEdit={
                  onEdit || edit
                    ? () => {
                        if (!edit?.open(section.editStep)) onEdit?.(section.editStep);
                      }
                    : undefined
                }
              >
                <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
                  {section.rows.map((row) => (
                    <React.Fragment key={row.label}>
                      <dt className="text-muted-foreground">{t(row.label, undefined, locale)}</dt>
                      <dd data-field={row.label}>
                        {/* An e-mail, phone or income amount stays whole; a long address still wraps. */}
                        {typeof row.value === 'string' ? <TokenText>{row.value}</TokenText> : row.value}
                      </dd>
                    </React.Fragment>
                  ))}
                </dl>
              </CollapsibleSection>
            );
          })}
          {canAddCoApplicant ? (
            <div>
              <Button type="button" variant="link" onClick={onAddCoApplicant}>
                {t('application.confirm.addCoApplicant', undefined, locale)}
              </Button>
            </div>
          ) : null}
          {error ? (
            <Alert variant="error" data-slot="confirmation-error">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
          <p data-slot="consent" className="text-sm text-muted-foreground">
            {consent.map((part, index) =>
              part === '{privacy}' ? (
                <React.Fragment key={index}>
                  {link(links.privacyPolicy, 'application.confirm.privacyPolicy')}
                </React.Fragment>
              ) : part === '{service}' ? (
                <React.Fragment key={index}>
                  {link(links.serviceAgreement, 'application.confirm.serviceAgreement')}
                </React.Fragment>
              ) : part === '{terms}' ? (
                <React.Fragment key={index}>
                  {link(links.termsOfUse, 'application.confirm.termsOfUse')}
                </React.Fragment>
              ) : (
                part
              ),
            )}
          </p>
          <CheckoutFooter
            locale={locale}
            save={
              save ?? {
                saving: busy,
                label: null,
                retryHintVisible: false,
                retryHint: null,
                retryAction: null,
              }
            }
            onRetry={onSaveRetry}
            onContinue={onSubmit}
            continueLabel={t('application.confirm.submit', undefined, locale)}
          />
        </div>
      ) : null}
      {edit ? <ConfirmationEditModal edit={edit} sections={sections} /> : null}
      <FullScreenLoader
        open={submitting}
        label={t('application.confirm.submitting', undefined, locale)}
        message={save ? <SaveRetryHint save={save} onRetry={onSaveRetry} /> : undefined}
      />
    </WizardScreen>
  );
}
