import { test } from './support/app';
import { STORES } from './support/sandbox';

test('spec 03 §4: the initiate link resumes the session and opens the application route', async ({ app }) => {
  await app.initiate(STORES.main);
  await app.expectRoute('/apply');
});
