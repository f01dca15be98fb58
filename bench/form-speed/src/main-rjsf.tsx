import { mountMeasured } from './mount';
import { countingRjsfWidgets, RjsfBenchForm, toJsonSchema } from './rjsf-form';

mountMeasured('rjsf', (fields, onFieldRender) => (
  <RjsfBenchForm schema={toJsonSchema(fields)} widgets={countingRjsfWidgets(onFieldRender)} />
));
