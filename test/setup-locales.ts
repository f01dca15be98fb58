// The app loads Spanish on demand (loadLocale); tests render it synchronously, so they register it up
// front, as an app's own tests would with `@leasekit/core/messages/es`. Source paths rather than the
// package entry: the same modules, without evaluating the whole core barrel in every test file.
import { registerLocale } from '../packages/core/src/messages';
import { es } from '../packages/core/src/messages/es';

registerLocale('es', es);
