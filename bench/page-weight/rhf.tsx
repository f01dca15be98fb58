// The 20-field page in hand-rolled react-hook-form code with plain inputs.
import { createRoot } from 'react-dom/client';
import { benchFields } from '../form-speed/src/fields';
import { RhfBenchForm } from '../form-speed/src/rhf-form';

createRoot(document.getElementById('root')!).render(<RhfBenchForm fields={benchFields(20)} />);
