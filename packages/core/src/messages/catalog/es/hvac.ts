import type { en } from '../hvac';

/** Spanish entries of hvac.ts; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'hvac.allYes': '¡Debe poder responder SÍ a todas las preguntas!',
  'app.hvac.title': 'Aprobaciones instantáneas de hasta $18,000',
  'app.welcome': 'Solicite en minutos: aprobaciones de hasta {ceiling}.',
  'app.hvac.welcome': 'Aprobaciones instantáneas de hasta {ceiling}.',
  'app.hvac.question.1': '¿Es usted dueño de la vivienda donde se instalará el equipo?',
  'app.hvac.question.2': '¿Es esta vivienda su residencia principal?',
  'app.hvac.question.3': '¿Ha tenido una fuente de ingresos estable durante los últimos 3 meses?',
  'app.hvac.question.4': '¿Tiene una cuenta de cheques activa?',
  'app.hvac.yes': 'SÍ',
  'app.hvac.no': 'NO',
  'app.hvac.continue': 'Continuar',
  'app.hvac.support': '¿Preguntas? Llame a soporte al {phone}.',
  'app.hvac.consent': 'Al continuar acepta nuestra',
  'app.hvac.privacy': 'Política de privacidad',
  'app.hvac.terms': 'Términos de uso',
  'app.hvac.serviceAgreement': 'Acuerdo de servicio',
};
