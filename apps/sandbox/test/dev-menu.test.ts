import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './helpers';

// 01 §1 "a menu and locale registry": the development pages' navigation is a registered menu, resolved
// in the language the request asks for.
describe("01 §1 the development pages' navigation comes from the menu registry, in both languages", () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.stop();
  });

  const page = (path: string, language: string) =>
    sandbox.call('GET', path, { headers: { Accept: 'text/html', 'Accept-Language': language } });

  it('lists every registered page in English, the current one marked', async () => {
    const { http, text } = await page('/__sandbox', 'en-US');
    expect(http).toBe(200);
    const nav = text.slice(text.indexOf('<nav aria-label="Sandbox pages">'), text.indexOf('</nav>'));
    expect([...nav.matchAll(/<a [^>]*>\s*([^<]*?)\s*<\/a/g)].map((link) => link[1])).toEqual([
      'Sandbox',
      'Demo shop',
      'Outbox',
      'Form playground',
    ]);
    expect(nav).toMatch(/href="\/__sandbox"\s+aria-current="page"/);
  });

  it('reads in Spanish when the request asks for it, on the outbox as well', async () => {
    const { text } = await page('/__sandbox/outbox', 'es-MX,es;q=0.9');
    expect(text).toContain('<nav aria-label="Páginas del sandbox">');
    expect(text).toContain('Tienda de demostración');
    expect(text).toContain('Banco de pruebas de formularios');
    expect(text).toMatch(/href="\/__sandbox\/outbox"\s+aria-current="page"/);
    expect(text).not.toContain('Form playground');
  });
});
