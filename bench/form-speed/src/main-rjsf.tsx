import { mountMeasured } from './mount';
import { profiledRjsfWidgets, RjsfBenchForm, toJsonSchema } from './rjsf-form';

mountMeasured('rjsf', (fields, onRender) => (
  <RjsfBenchForm schema={toJsonSchema(fields)} widgets={profiledRjsfWidgets(onRender)} />
));
