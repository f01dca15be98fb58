// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));
const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
);

/**
 * The type assertions in a source (`value as T`, `<T>value`), each as `line: text`; `as const` is not an
 * assertion about data, so it does not count.
 */
function findAssertions(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const isAs =
      ts.isAsExpression(node) && !(ts.isTypeReferenceNode(node.type) && node.type.getText() === 'const');
    if (isAs || ts.isTypeAssertionExpression(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${line + 1}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the app reads typed session data, with no casts', () => {
  it('finds a planted assertion of each form, and not `as const`', () => {
    const planted = [
      'const a = value as number;',
      'const b = (store?.id as number | undefined) ?? null;',
      'const c = <string>value;',
      'const d = value as unknown as Gateway;',
      "const e = ['x'] as const;",
    ].join('\n');
    expect(findAssertions('planted.ts', planted).map((hit) => hit.split(':')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '4',
    ]);
    expect(findAssertions('planted.tsx', 'const f = <div>{value as never}</div>;')).toHaveLength(1);
  });

  it('no source file of the app asserts a type', () => {
    const offenders = sources.flatMap((file) =>
      findAssertions(file, readFileSync(root + file, 'utf8')).map((hit) => `${file}:${hit}`),
    );
    expect(sources.length).toBeGreaterThan(60);
    expect(offenders).toEqual([]);
  });
});
