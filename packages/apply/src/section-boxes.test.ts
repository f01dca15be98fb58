// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));
const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
);

/** A utility without its variants (`sm:`, `hover:`); a colon inside `(…)` or `[…]` is the value's. */
function getUtility(token: string): string {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index += 1) {
    const char = token[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ':' && depth === 0) start = index + 1;
  }
  return token.slice(start);
}

/** A border on all four sides: `border`, `border-2`, `border-[3px]`, `border-(length:--x)`; not `border-0`. */
const ALL_SIDES_BORDER = /^border(-[1-9]\d*|-\[[^\]]+\]|-\(length:[^)]+\))?$/;
/** What only a card surface draws: the card fill or a shadow. */
const SURFACE = /^(bg-card|shadow(-.+)?)$/;

/**
 * Whether a class list draws a section box by hand: padding on every side (`p-4`, or `px-` with `py-`; not
 * `p-0`)
 * inside a border on every side, a card fill or a shadow. Such a box misses the brand's card surface
 * (its shadow and surface border width), which the ui's Card draws.
 */
function isHandWrittenBox(classes: string): boolean {
  const utilities = classes.split(/\s+/).filter(Boolean).map(getUtility);
  const padded =
    utilities.some((utility) => /^p-(?!0$)/.test(utility)) ||
    (utilities.some((utility) => /^px-(?!0$)/.test(utility)) &&
      utilities.some((utility) => /^py-(?!0$)/.test(utility)));
  const framed = utilities.some((utility) => ALL_SIDES_BORDER.test(utility) || SURFACE.test(utility));
  return padded && framed;
}

/** The class lists of a source that draw a box by hand, each as `line: text`. */
function findHandWrittenBoxes(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    // A template's literal parts are read as one class list, its expressions as words between them.
    const classes =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
          : null;
    if (classes !== null && isHandWrittenBox(classes)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${line + 1}: ${classes}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the screens' boxes are the ui's Card, on the brand's card surface", () => {
  it('finds a planted box written by hand in each spelling, and not a card, a line or a control', () => {
    const planted = [
      '<section className="flex flex-col gap-4 rounded-md border border-border p-4" />',
      '<li className="rounded-lg border-2 px-3 py-2" />',
      "const box = cn('rounded-md border border-dashed border-border p-4 text-sm');",
      '<div className={`sm:border ${wide} p-3`} />',
      '<div className="rounded-lg bg-card p-4" />',
      '<div className="p-4 shadow-md" />',
    ].join('\n');
    expect(findHandWrittenBoxes('planted.tsx', planted).map((hit) => hit.split(':')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    const allowed = [
      '<Card asChild className="flex flex-col gap-2 p-3"><section /></Card>',
      '<li className="flex flex-col gap-1 border-b border-border py-2" />',
      '<ul className="flex flex-col rounded-md border border-input" />',
      '<iframe className="h-[65vh] w-full rounded-md border border-border bg-white" />',
      '<input className="border-border px-3" />',
      '<fieldset className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0" />',
    ].join('\n');
    expect(findHandWrittenBoxes('allowed.tsx', allowed)).toEqual([]);
  });

  it('no source file of the app draws a box by hand', () => {
    const offenders = sources.flatMap((file) =>
      findHandWrittenBoxes(file, readFileSync(root + file, 'utf8')).map((hit) => `${file}:${hit}`),
    );
    expect(sources.length).toBeGreaterThan(60);
    expect(offenders).toEqual([]);
  });
});
