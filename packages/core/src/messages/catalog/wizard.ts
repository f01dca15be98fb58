/** Message catalogue entries owned by the `wizard` rules (codes are dotted, e.g. `wizard.something`). */
export const en = {
  'wizard.stepHeader': 'Step {number} ({title})',
  // 03 §2 names Application, Confirmation and Verification; the other titles are written here.
  'wizard.step.hvacQuestions': 'Qualifying Questions',
  'wizard.step.applicantInfo': 'Applicant Information',
  'wizard.step.applicantAddress': 'Home Address',
  'wizard.step.hvacHomeOwnership': 'Home Ownership',
  'wizard.step.applicantIncome': 'Income',
  'wizard.step.applicantBanking': 'Banking',
  'wizard.step.hasCoApplicant': 'Co-Applicant',
  'wizard.step.coApplicantInfo': 'Co-Applicant Information',
  'wizard.step.coApplicantIncome': 'Co-Applicant Income',
  'wizard.step.singlePageApplication': 'Application',
  'wizard.step.application': 'Confirmation',
  'wizard.step.verifyApplication': 'Verification',
  'wizard.firstCompleteApplicantInfo': 'First complete the applicant info section',
} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'wizard.stepHeader': 'Paso {number} ({title})',
  'wizard.step.hvacQuestions': 'Preguntas de calificación',
  'wizard.step.applicantInfo': 'Información del solicitante',
  'wizard.step.applicantAddress': 'Domicilio',
  'wizard.step.hvacHomeOwnership': 'Propiedad de la vivienda',
  'wizard.step.applicantIncome': 'Ingresos',
  'wizard.step.applicantBanking': 'Datos bancarios',
  'wizard.step.hasCoApplicant': 'Cosolicitante',
  'wizard.step.coApplicantInfo': 'Información del cosolicitante',
  'wizard.step.coApplicantIncome': 'Ingresos del cosolicitante',
  'wizard.step.singlePageApplication': 'Solicitud',
  'wizard.step.application': 'Confirmación',
  'wizard.step.verifyApplication': 'Verificación',
  'wizard.firstCompleteApplicantInfo': 'Primero complete la sección de información del solicitante',
};
