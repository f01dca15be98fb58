import type { en } from '../wizard';

/** Spanish entries of wizard.ts; a missing code falls back to English. */
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
