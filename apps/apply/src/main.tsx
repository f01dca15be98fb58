import { readConfig, startLeaseApplication } from '@leasekit/apply';
import { brands } from './variant';
import './app.css';

// The serving page's injected configuration wins over this build's VITE_* variables.
startLeaseApplication(document.getElementById('root')!, { config: readConfig(import.meta.env), brands });
