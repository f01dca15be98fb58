// The 20-field page in @rjsf/core with its ajv8 validator.
import { createRoot } from 'react-dom/client';
import { benchFields } from '../form-speed/src/fields';
import { RjsfBenchForm, toJsonSchema } from '../form-speed/src/rjsf-form';

createRoot(document.getElementById('root')!).render(<RjsfBenchForm schema={toJsonSchema(benchFields(20))} />);
