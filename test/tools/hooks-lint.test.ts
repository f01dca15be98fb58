import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Hooks rules are met, never silenced. `npm run lint` fails on a disable comment that names a
// react-hooks rule (or names none); this file proves it on planted comments, and scans the sources for
// the one way around ESLint's disable comments, an inline `/* eslint rule: off */` configuration.
const root = join(import.meta.dirname, '../..');
const RULE = '@eslint-community/eslint-comments/no-restricted-disable';
// Spelled in parts, so the scan below does not find this file's own fixtures.
const DISABLE = ['eslint', 'disable'].join('-');

/** The rule ids ESLint reports for `code` as if it were a route of the apply app. */
async function lint(code: string): Promise<(string | null)[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, {
    filePath: join(root, 'packages/apply/src/routes/planted.tsx'),
  });
  return result!.messages.map((message) => message.ruleId);
}

const component = (comment: string, deps = '[]') => `import * as React from 'react';
export function Planted({ value }: { value: number }) {
  React.useEffect(() => {
    console.log(value);
  ${comment}
  }, ${deps});
  return null;
}
`;

describe('no lint suppressions for hooks rules', () => {
  it('the planted component without a comment breaks exhaustive-deps, and meeting the rule is clean', async () => {
    expect(await lint(component(''))).toEqual(['react-hooks/exhaustive-deps']);
    expect(await lint(component('', '[value]'))).toEqual([]);
  });

  it.each([
    ['a line comment', `// ${DISABLE}-next-line react-hooks/exhaustive-deps`],
    ['a block comment', `/* ${DISABLE}-next-line react-hooks/exhaustive-deps -- a reason */`],
    ['a comment naming no rule', `// ${DISABLE}-next-line`],
    [
      'the rules-of-hooks rule',
      `// ${DISABLE}-next-line react-hooks/rules-of-hooks, react-hooks/exhaustive-deps`,
    ],
  ])('a disable comment fails the lint: %s', async (_name, comment) => {
    expect(await lint(component(comment))).toContain(RULE);
  });

  it('a file-wide or same-line disable fails the lint as well', async () => {
    const fileWide = `/* ${DISABLE} react-hooks/exhaustive-deps */\n${component('')}`;
    expect(await lint(fileWide)).toContain(RULE);
    const sameLine = component('').replace(
      '}, []);',
      `}, []); // ${DISABLE}-line react-hooks/exhaustive-deps`,
    );
    expect(await lint(sameLine)).toContain(RULE);
  });

  it('a disable comment for another rule is still allowed', async () => {
    const other = `// ${DISABLE}-next-line no-console\nconsole.log(1);\nexport {};\n`;
    expect(await lint(other)).not.toContain(RULE);
  });

  it('no source turns a react-hooks rule off by inline configuration', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(file) && existsSync(join(root, file)));
    const inlineConfig = /\/\*\s*eslint\s[^*]*react-hooks\//;
    const found = files.filter((file) => inlineConfig.test(readFileSync(join(root, file), 'utf8')));
    expect(found).toEqual([]);
    // The scan finds what it looks for.
    expect(inlineConfig.test(['/*', 'eslint react-hooks/exhaustive-deps: "off"', '*/'].join(' '))).toBe(true);
  });
});
