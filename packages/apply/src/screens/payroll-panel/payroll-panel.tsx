import { t, type Locale } from '@leasekit/core';
import { type createPayrollEnrolment } from '@leasekit/core/checkout';
import {
  actionBarVariants,
  Alert,
  AlertDescription,
  Button,
  cn,
  Card,
  Combobox,
  Field,
  TokenText,
} from '@leasekit/ui';

type PayrollEnrolmentState = ReturnType<ReturnType<typeof createPayrollEnrolment>['getState']>;
type PayrollEmployer = NonNullable<PayrollEnrolmentState['employer']>;

/** Props of {@link PayrollPanel}. */
export interface PayrollPanelProps {
  locale: Locale;
  /** The payroll enrolment store's state (`createPayrollEnrolment`). */
  state: Pick<
    PayrollEnrolmentState,
    | 'keyword'
    | 'employers'
    | 'searching'
    | 'searchError'
    | 'employer'
    | 'status'
    | 'message'
    | 'refreshing'
    | 'restarting'
  >;
  onSearch: (keyword: string) => void;
  onSelect: (employer: PayrollEmployer | null) => void;
  onEnrol: () => void;
  onRefresh: () => void;
  onRestart: () => void;
}

/**
 * The payroll enrolment panel (02 §2, §4, §8): employer search ('Employer not supported!' for an
 * employer without payroll deduction), Check Eligibility, then Refresh and Resend once the
 * affordability check is initiated, and the panel's message (initiated, or the affordability error).
 */
export function PayrollPanel({
  locale,
  state,
  onSearch,
  onSelect,
  onEnrol,
  onRefresh,
  onRestart,
}: PayrollPanelProps) {
  const options = state.employers.map((employer) => ({ text: employer.employerName, value: employer.id }));
  const busy = state.status === 'enrolling' || state.status === 'checking';
  const initiated = state.status === 'initiated';
  return (
    <Card asChild className="flex flex-col gap-4">
      <section data-slot="payroll-panel" data-state={state.status} aria-labelledby="payroll-heading">
        <h2 id="payroll-heading" className="font-heading text-xl font-semibold">
          {t('app.payroll.heading', undefined, locale)}
        </h2>
        {state.status !== 'complete' && !initiated ? (
          <>
            <Field
              label={t('app.payroll.employer', undefined, locale)}
              error={state.searchError ?? undefined}
            >
              <Combobox
                options={options}
                value={state.employer?.id ?? null}
                search={state.keyword}
                onSearchChange={onSearch}
                loading={state.searching}
                onValueChange={(value) =>
                  onSelect(state.employers.find((employer) => employer.id === value) ?? null)
                }
              />
            </Field>
            <div>
              <Button
                onClick={onEnrol}
                disabled={!state.employer || Boolean(state.searchError)}
                loading={busy}
              >
                {t('app.payroll.checkEligibility', undefined, locale)}
              </Button>
            </div>
          </>
        ) : null}
        {state.message ? (
          <Alert variant={state.status === 'error' ? 'error' : initiated ? 'info' : 'success'}>
            <AlertDescription>
              <TokenText linkPhones>{state.message}</TokenText>
            </AlertDescription>
          </Alert>
        ) : null}
        {initiated ? (
          // While the check is pending, Refresh is the one action that moves it on; Resend the link stays
          // at hand as a secondary one.
          <div data-slot="payroll-actions" className={cn(actionBarVariants(), 'justify-start')}>
            <Button variant="outline" onClick={onRestart} loading={state.restarting}>
              {t('app.payroll.resend', undefined, locale)}
            </Button>
            <Button onClick={onRefresh} loading={state.refreshing}>
              {t('app.payroll.refresh', undefined, locale)}
            </Button>
          </div>
        ) : null}
      </section>
    </Card>
  );
}
