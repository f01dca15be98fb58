// The app loads Spanish (loadLocale) and the English parts of its flows (loadMessages) on demand; tests
// render any screen synchronously, so they have every text up front, as an app's own tests would with
// `@leasekit/core/messages/es`. Source paths rather than the package entry: the same modules, without
// evaluating the whole core barrel in every test file.
import { loadMessages, registerLocale } from '../packages/core/src/messages';
import { es } from '../packages/core/src/messages/es';

registerLocale('es', es);
await loadMessages();
