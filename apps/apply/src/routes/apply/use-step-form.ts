import * as React from 'react';
import { createIncomeChecks, type FormSchema, type SchemaForm } from '@leasekit/core';
import { useSchemaForm } from '@leasekit/core/react';
import { stepFieldTypes } from '../../screens/apply-step';
import { useServices } from '../../app/services-context';
import { useSession, useTranslate } from '../../app/use-app';

/**
 * The schema-form engine of one application step or single-page section: the app's transport and
 * locale, the wizard's field types, and the income checks with the session's minimum income (01 §5).
 */
export function useStepForm(schema: FormSchema): SchemaForm {
  const { api } = useServices();
  const { locale } = useTranslate();
  const minIncome = useSession((s) => s.minIncomeRequired);
  const checks = React.useMemo(() => createIncomeChecks({ minimumIncomeCents: minIncome }), [minIncome]);
  const { form } = useSchemaForm({
    transport: api.request,
    schema,
    fieldTypes: stepFieldTypes,
    locale,
    checks,
  });
  // The same step's schema in another language (a switch of locale): new texts, same values.
  React.useEffect(() => {
    void form.relabel(schema);
  }, [form, schema]);
  return form;
}
