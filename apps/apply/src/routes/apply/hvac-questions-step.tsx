import { createHvacQuestions, getBrandSettings } from '@leasekit/core';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { HvacQuestionsScreen } from '../../screens/hvac-questions';
import { useServices } from '../../app/services-context';
import { useSession, useTranslate } from '../../app/use-app';
import type { WizardStepProps } from './wizard-step-props';
import { getConsentLinks } from './confirmation-step';
import { WizardScreen } from '../../screens/wizard-screen';

/**
 * The HVAC qualifying questions, first for HVAC stores without a uuid (03 §2): the shell's questions
 * screen inside the wizard's header; four YES answers continue to the applicant info.
 */
export function HvacQuestionsStep({ wizard, progress, breadcrumbs }: WizardStepProps) {
  const { session } = useServices();
  const { locale, t } = useTranslate();
  const store = useSession((s) => s.store);
  const questions = useOwnedStore(() => createHvacQuestions({ onQualified: () => wizard.next() }));
  const { answers } = useStore(questions);
  const links = getConsentLinks(store);
  const brand = getBrandSettings(store, session.getState().retailer);
  return (
    // The screen's own title (01 §2), not the progress bar's step name.
    <WizardScreen progress={progress} breadcrumbs={breadcrumbs} heading={t('app.hvac.title')}>
      <HvacQuestionsScreen
        locale={locale}
        standalone={false}
        answers={answers}
        onAnswerChange={questions.setAnswer}
        onContinue={questions.submit}
        supportPhone={brand.supportPhone ?? brand.contactPhone ?? ''}
        links={{
          privacyPolicy: links.privacyPolicy,
          terms: links.termsOfUse,
          serviceAgreement: links.serviceAgreement,
        }}
      />
    </WizardScreen>
  );
}
