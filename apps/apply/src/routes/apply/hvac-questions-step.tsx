import * as React from 'react';
import { getBrandSettings, type HvacAnswer } from '@leasekit/core';
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
  const { locale } = useTranslate();
  const store = useSession((s) => s.store);
  const [answers, setAnswers] = React.useState<HvacAnswer[]>([null, null, null, null]);
  const links = getConsentLinks(store);
  const brand = getBrandSettings(store, session.getState().retailer);
  return (
    <WizardScreen progress={progress} breadcrumbs={breadcrumbs}>
      <HvacQuestionsScreen
        locale={locale}
        standalone={false}
        answers={answers}
        onAnswerChange={(index, answer) =>
          setAnswers((current) => current.map((value, i) => (i === index ? answer : value)))
        }
        onContinue={() => wizard.next()}
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
