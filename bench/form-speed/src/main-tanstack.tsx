import { mountMeasured } from './mount';
import { TanstackBenchForm } from './tanstack-form';

mountMeasured('tanstack-form', (fields, onRender) => (
  <TanstackBenchForm fields={fields} onRender={onRender} />
));
