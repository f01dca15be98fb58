import { createFormilyForm, FormilyBenchForm } from './formily-form';
import { mountMeasured } from './mount';

mountMeasured('formily', (fields, onRender) => (
  <FormilyBenchForm form={createFormilyForm()} fields={fields} onRender={onRender} />
));
