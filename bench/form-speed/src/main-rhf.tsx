import { mountMeasured } from './mount';
import { RhfBenchForm } from './rhf-form';

mountMeasured('react-hook-form', (fields, onFieldRender) => (
  <RhfBenchForm fields={fields} onFieldRender={onFieldRender} />
));
