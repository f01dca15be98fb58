import * as React from 'react';
import { t, type Locale } from '@leasekit/core';
import { formatMoney } from '@leasekit/core/format';
import {
  getHvacQualifyingError,
  getApprovalCeiling,
  HVAC_QUESTION_COUNT,
  isHvacContinueDisabled,
  type HvacAnswer,
} from '@leasekit/core/apply';
import {
  Button,
  ErrorSummary,
  Field,
  Label,
  RadioGroup,
  RadioGroupItem,
  Screen,
  TokenText,
  cn,
  type BreadcrumbItem,
} from '@leasekit/ui';

/** Where the consent links go (01 §2: privacy policy, terms and service agreement). */
export interface ConsentLinks {
  privacyPolicy: string;
  terms: string;
  serviceAgreement: string;
}

/** Props of {@link HvacQuestionsScreen}. */
export interface HvacQuestionsScreenProps {
  locale: Locale;
  /** The answers to the 4 questions ('yes', 'no' or unanswered), controlled. */
  answers: readonly HvacAnswer[];
  /** Called with a question's index and its new answer. */
  onAnswerChange: (index: number, answer: 'yes' | 'no') => void;
  /** Called on Continue when all 4 answers are YES (01 §5). */
  onContinue: () => void;
  /** The support phone number shown on the screen (the theme's, or the store record's). */
  supportPhone: string;
  /** The consent links. */
  links: ConsentLinks;
  /** Whether the screen is saving (Continue shows busy); false by default. */
  submitting?: boolean;
  /** Whether to render inside its own Screen (heading 'Instant Approvals up to $18,000'); true by default. */
  standalone?: boolean;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** An extra alert above the questions (e.g. a failed save); none by default. */
  alert?: React.ReactNode;
}

const QUESTION_CODES = [
  'app.hvac.question.1',
  'app.hvac.question.2',
  'app.hvac.question.3',
  'app.hvac.question.4',
] as const;

/**
 * The HVAC qualifying questions (01 §2, §5, §9): 'Instant Approvals up to $18,000', four YES/NO
 * questions that must all be YES ('You need to be able to answer YES to all questions!' otherwise,
 * in an error summary that takes focus and inline), Continue disabled until every question has an
 * answer, the support phone and the consent links. Rules come from the core (`getHvacQualifyingError`,
 * `isHvacContinueDisabled`). The wizard imports it as its first step for HVAC stores without a uuid.
 */
export function HvacQuestionsScreen({
  locale,
  answers,
  onAnswerChange,
  onContinue,
  supportPhone,
  links,
  submitting = false,
  standalone = true,
  breadcrumbs = [],
  alert,
}: HvacQuestionsScreenProps) {
  const [attempt, setAttempt] = React.useState(0);
  const idBase = React.useId().replace(/:/g, '');
  const error = attempt > 0 ? getHvacQualifyingError(answers) : null;
  const errorText = error ? t(error.code, error.params, locale) : null;
  const firstNo = answers.findIndex((answer) => answer !== 'yes' && answer !== true);
  const errorTarget = `${idBase}-q${Math.max(0, firstNo)}-yes`;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    if (!getHvacQualifyingError(answers)) onContinue();
  };

  const body = (
    <form noValidate onSubmit={submit} data-slot="hvac-questions" className="flex flex-col gap-6">
      <ErrorSummary focusKey={attempt} errors={errorText ? [{ id: errorTarget, message: errorText }] : []} />
      {alert}
      <p className="text-muted-foreground">
        {t(
          'app.hvac.welcome',
          { ceiling: formatMoney(getApprovalCeiling(true)).replace(/\.00$/, '') },
          locale,
        )}
      </p>
      {QUESTION_CODES.slice(0, HVAC_QUESTION_COUNT).map((code, index) => {
        const value = answers[index];
        const selected =
          value === true || value === 'yes' ? 'yes' : value === false || value === 'no' ? 'no' : '';
        const invalid = Boolean(errorText) && selected !== 'yes';
        return (
          <Field
            key={index}
            group
            label={t(code, undefined, locale)}
            error={invalid ? errorText : undefined}
            required
          >
            <RadioGroup
              value={selected}
              onValueChange={(next) => onAnswerChange(index, next === 'yes' ? 'yes' : 'no')}
              className="flex gap-6"
            >
              {(['yes', 'no'] as const).map((option) => (
                <div key={option} className="flex items-center gap-2">
                  <RadioGroupItem id={`${idBase}-q${index}-${option}`} value={option} />
                  <Label htmlFor={`${idBase}-q${index}-${option}`}>
                    {t(option === 'yes' ? 'app.hvac.yes' : 'app.hvac.no', undefined, locale)}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </Field>
        );
      })}
      <p data-slot="hvac-support">
        <TokenText linkPhones>{t('app.hvac.support', { phone: supportPhone }, locale)}</TokenText>
      </p>
      <p data-slot="hvac-consent" className="text-sm text-muted-foreground">
        {t('app.hvac.consent', undefined, locale)}{' '}
        <a className="text-primary underline" href={links.privacyPolicy} target="_blank" rel="noreferrer">
          {t('app.hvac.privacy', undefined, locale)}
        </a>
        ,{' '}
        <a className="text-primary underline" href={links.terms} target="_blank" rel="noreferrer">
          {t('app.hvac.terms', undefined, locale)}
        </a>
        ,{' '}
        <a className="text-primary underline" href={links.serviceAgreement} target="_blank" rel="noreferrer">
          {t('app.hvac.serviceAgreement', undefined, locale)}
        </a>
        .
      </p>
      <div className={cn('flex justify-end')}>
        <Button type="submit" disabled={isHvacContinueDisabled(answers)} loading={submitting}>
          {t('app.hvac.continue', undefined, locale)}
        </Button>
      </div>
    </form>
  );

  if (!standalone) return body;
  return (
    <Screen breadcrumbs={breadcrumbs} heading={t('app.hvac.title', undefined, locale)}>
      {body}
    </Screen>
  );
}
