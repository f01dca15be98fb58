import * as React from 'react';
import { afterEach, beforeAll, vi } from 'vitest';

/*
 * The ui-react18 project's setup (vitest.config.ts): the aliases must have put React 18.3 in place, and
 * any console warning or error (React's ref or act warnings among them) fails the test that printed it.
 */

beforeAll(() => {
  if (!React.version.startsWith('18.3.'))
    throw new Error(`ui-react18 runs on React ${React.version}, not 18.3`);
});

const warn = vi.spyOn(console, 'warn');
const error = vi.spyOn(console, 'error');

afterEach(() => {
  const printed = [...warn.mock.calls, ...error.mock.calls].map((args) => args.map(String).join(' '));
  warn.mockClear();
  error.mockClear();
  if (printed.length > 0) throw new Error(`the console printed:\n${printed.join('\n')}`);
});
