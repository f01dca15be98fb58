import { countingWidgets, createBenchEngine, LeasekitBenchForm } from './leasekit-form';
import { mountMeasured } from './mount';
import './leasekit.css';

mountMeasured('leasekit', (fields, onFieldRender) => (
  <LeasekitBenchForm engine={createBenchEngine(fields)} widgets={countingWidgets(onFieldRender)} />
));
