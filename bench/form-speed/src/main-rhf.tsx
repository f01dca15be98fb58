import { mountMeasured } from './mount';
import { RhfBenchForm } from './rhf-form';

mountMeasured('react-hook-form', (fields, onRender) => <RhfBenchForm fields={fields} onRender={onRender} />);
