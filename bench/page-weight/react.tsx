// React alone (react + react-dom/client), for the "beyond React" reference.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(null);
