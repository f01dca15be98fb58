import type * as React from 'react';
import { t, type Locale } from '@leasekit/core';
import { type SchemaForm as SchemaFormEngine } from '@leasekit/core/form';
import { Button, SchemaForm, Screen, type BreadcrumbItem } from '@leasekit/ui';
import { getWelcomeText } from '../../lib/welcome-text';
import type { ApiResult } from '@leasekit/core';

/** Props of {@link CheckpointScreen}. */
export interface CheckpointScreenProps {
  locale: Locale;
  breadcrumbs?: readonly BreadcrumbItem[];
  /**
   * The retrieval form's engine (`createSchemaForm` over the sandbox's `retrieve` schema: last name,
   * SSN, date of birth, store and, when product selection is enabled, the mandatory product).
   */
  form: SchemaFormEngine;
  /** Called with the retrieve call's answer when it succeeds. */
  onRetrieved: (result: ApiResult) => void;
  /** The verification form, shown instead of the retrieval form when a retrieval exists; none by default. */
  verification?: React.ReactNode;
  /** Leaves the verification for the retrieval form again; shown with `verification`. */
  onBack?: () => void;
  /**
   * The welcome text's approval ceiling in cents (01 §1: $8,000, or $18,000 for HVAC stores; the core's
   * `getApprovalCeiling`); no welcome text when null, the default.
   */
  approvalCeiling?: number | null;
}

/**
 * The checkpoint, 'Let's Get Started' (03 §2): the retrieval form, or the verification form when a
 * retrieval record exists. Errors follow the GOV.UK pattern through SchemaForm (summary with focus,
 * inline messages, values kept).
 */
export function CheckpointScreen({
  locale,
  breadcrumbs = [],
  form,
  onRetrieved,
  verification,
  onBack,
  approvalCeiling = null,
}: CheckpointScreenProps) {
  return (
    <Screen breadcrumbs={breadcrumbs} heading={t('app.title.checkpoint', undefined, locale)}>
      {approvalCeiling != null && !verification ? (
        <p data-slot="checkpoint-welcome" className="text-lg">
          {getWelcomeText(approvalCeiling, locale)}
        </p>
      ) : null}
      {verification ? (
        <section
          data-slot="checkpoint-verification"
          aria-labelledby="checkpoint-verification-heading"
          className="flex flex-col gap-4"
        >
          <h2 id="checkpoint-verification-heading" className="font-heading text-xl font-semibold">
            {t('application.pin.title', undefined, locale)}
          </h2>
          {verification}
          {onBack ? (
            <div>
              <Button variant="ghost" onClick={onBack}>
                {t('app.checkpoint.back', undefined, locale)}
              </Button>
            </div>
          ) : null}
        </section>
      ) : (
        <SchemaForm form={form} onSuccess={onRetrieved} showTitle={false} />
      )}
    </Screen>
  );
}
