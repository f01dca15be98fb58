// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The session store's methods that change it; every write belongs to a core controller. */
const SESSION_WRITES = ['patch', 'loadExistingApplication', 'clearRetrieval', 'reset'];
/** The session store's own methods that only read it. */
const SESSION_READS = ['getPersisted'];

const folders = ['routes', 'app'].map((folder) => fileURLToPath(new URL(`./${folder}/`, import.meta.url)));
const sessionStore = fileURLToPath(
  new URL('../../../packages/core/src/session/session-store.ts', import.meta.url),
);

const writes = SESSION_WRITES.join('|');
/** `session.patch(`, `services.session?.reset(`, and the methods taken out of it (`{ patch } = session`). */
const WRITE_PATTERNS = [
  new RegExp(`\\bsession\\s*\\??\\.\\s*(?:${writes})\\b`),
  new RegExp(`\\{[^}]*\\b(?:${writes})\\b[^}]*\\}\\s*=\\s*[\\w.]*\\bsession\\b`),
];

/** Whether a source writes the session. */
function writesSession(source: string): boolean {
  return WRITE_PATTERNS.some((pattern) => pattern.test(source));
}

/** The app's route and shell sources (tests and stories, which set sessions up, left out). */
function appFiles(): { path: string; source: string }[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path))
      .map((path) => ({ path: folder + path, source: readFileSync(folder + path, 'utf8') })),
  );
}

describe("routes and the app shell never write the session: its writes are the core controllers'", () => {
  it('recognises a write, however the session is reached, and not a read', () => {
    expect(writesSession('session.patch({ token })')).toBe(true);
    expect(writesSession('services.session.reset()')).toBe(true);
    expect(writesSession('services.session?.clearRetrieval()')).toBe(true);
    expect(writesSession('const { patch } = services.session;')).toBe(true);
    expect(writesSession('session.getState().token')).toBe(false);
    expect(writesSession('JSON.stringify(session.getPersisted())')).toBe(false);
  });

  it('knows every method of the session store as a write or a read', () => {
    const source = readFileSync(sessionStore, 'utf8');
    const body = source.slice(source.indexOf('export interface SessionStore '));
    const methods = [...body.slice(0, body.indexOf('\n}')).matchAll(/^ {2}(\w+)\(/gm)].map(
      (match) => match[1],
    );
    expect(methods.sort()).toEqual([...SESSION_WRITES, ...SESSION_READS].sort());
  });

  it('no file under routes/ or app/ writes the session', () => {
    const writers = appFiles()
      .filter(({ source }) => writesSession(source))
      .map(({ path }) => path);
    expect(writers).toEqual([]);
  });
});
