import { loadConfig } from './config';
import { resetDatabase } from './server';

/** `npm run sandbox:reset`: wipes the sandbox database and seeds it again. */
const config = loadConfig();
await resetDatabase(config);
console.log(`leasekit sandbox: database in ${config.dataDir} wiped and seeded again.`);
