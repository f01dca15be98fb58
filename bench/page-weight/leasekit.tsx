// The 20-field page in leasekit: the schema engine and SchemaForm with the built-in widget registry.
import { createRoot } from 'react-dom/client';
import { benchFields } from '../form-speed/src/fields';
import { createBenchEngine, LeasekitBenchForm } from '../form-speed/src/leasekit-form';

createRoot(document.getElementById('root')!).render(
  <LeasekitBenchForm engine={createBenchEngine(benchFields(20))} />,
);
