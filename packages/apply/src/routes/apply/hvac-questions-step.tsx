import { createHvacQuestions } from '@leasekit/core/apply';
import { useBrand } from '@leasekit/ui';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { HvacQuestionsScreen } from '../../screens/hvac-questions';
import { useSession, useTranslate } from '../../app/use-app';
import type { WizardStepProps } from './wizard-step-props';
import { getConsentLinks } from '../../lib/consent-links';
import { WizardScreen } from '../../screens/wizard-screen';

/**
 * The HVAC qualifying questions, first for HVAC stores without a uuid (03 §2): the shell's questions
 * screen inside the wizard's header; four YES answers continue to the applicant info.
 */
export function HvacQuestionsStep({ wizard, progress, breadcrumbs }: WizardStepProps) {
  const { locale, t } = useTranslate();
  const store = useSession((s) => s.retailStore);
  const questions = useOwnedStore(() => createHvacQuestions({ onQualified: () => wizard.next() }));
  const { answers } = useStore(questions);
  const links = getConsentLinks(store);
  // The page's brand carries the store's numbers over its own (app/brand.ts): one fallback for every screen.
  const brand = useBrand();
  return (
    // The screen's own title (01 §2), not the progress bar's step name.
    <WizardScreen progress={progress} breadcrumbs={breadcrumbs} heading={t('app.hvac.title')}>
      <HvacQuestionsScreen
        locale={locale}
        standalone={false}
        answers={answers}
        onAnswerChange={questions.setAnswer}
        onContinue={questions.submit}
        supportPhone={brand.supportPhone}
        links={{
          privacyPolicy: links.privacyPolicy,
          terms: links.termsOfUse,
          serviceAgreement: links.serviceAgreement,
        }}
      />
    </WizardScreen>
  );
}
