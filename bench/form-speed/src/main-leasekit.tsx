import { createBenchEngine, LeasekitBenchForm, profiledWidgets } from './leasekit-form';
import { mountMeasured } from './mount';
import './leasekit.css';

mountMeasured('leasekit', (fields, onRender) => (
  <LeasekitBenchForm engine={createBenchEngine(fields)} widgets={profiledWidgets(onRender)} />
));
