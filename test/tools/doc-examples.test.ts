// The code examples of the package docs compile: every ```ts and ```tsx block of FORM-SCHEMA.md, the ui
// README and the apply README is written out as a module of its own and type-checked against the
// packages' sources (the `@leasekit/source` condition, as the workspace resolves them). A block that is
// intentionally a fragment starts with the line `// doc-example: fragment` and is left out; keep those
// rare. The core README is not in the list yet: most of its blocks are sketches over free names (`api`, `session`).

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DOCS = ['packages/core/FORM-SCHEMA.md', 'packages/ui/README.md', 'packages/apply/README.md'];
const FRAGMENT = '// doc-example: fragment';

interface Block {
  doc: string;
  /** The line of the block's first code line in its document (1-based). */
  line: number;
  lang: 'ts' | 'tsx';
  code: string;
}

/** The ```ts and ```tsx blocks of a markdown text, with where each starts. */
export function extractBlocks(doc: string, text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const open = /^```(tsx?)\s*$/.exec(lines[index]!);
    if (!open) continue;
    const start = index + 1;
    let end = start;
    while (end < lines.length && !/^```\s*$/.test(lines[end]!)) end++;
    blocks.push({
      doc,
      line: start + 1,
      lang: open[1] as 'ts' | 'tsx',
      code: lines.slice(start, end).join('\n'),
    });
    index = end;
  }
  return blocks;
}

/** Type-checks the blocks as modules in a folder inside the repo (so node_modules resolves); the errors. */
function compile(blocks: readonly Block[]): string[] {
  const dir = join(root, 'node_modules/.cache/doc-examples');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = blocks.map((block, index) => {
    const file = join(dir, `example-${index}.${block.lang}`);
    // `export {}` makes each block a module, so two blocks may declare the same names.
    writeFileSync(file, `${block.code}\nexport {};\n`);
    return { file, block };
  });
  const base = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile).config as {
    compilerOptions: object;
  };
  const { options } = ts.convertCompilerOptionsFromJson(base.compilerOptions, root);
  const program = ts.createProgram(
    files.map(({ file }) => file),
    { ...options, noEmit: true, noUnusedLocals: false, allowImportingTsExtensions: false },
  );
  const errors: string[] = [];
  for (const { file, block } of files) {
    const source = program.getSourceFile(file);
    for (const diagnostic of [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]) {
      const at =
        diagnostic.start === undefined ? 0 : source!.getLineAndCharacterOfPosition(diagnostic.start).line;
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      errors.push(`${block.doc}:${block.line + at}: TS${diagnostic.code} ${message}`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
  return errors;
}

const blocks = DOCS.flatMap((doc) => extractBlocks(doc, readFileSync(join(root, doc), 'utf8')));

describe('the code examples of the package docs compile against the packages', () => {
  it('finds the blocks, fragments left out rarely', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    const fragments = blocks.filter((block) => block.code.startsWith(FRAGMENT));
    expect(fragments.length).toBeLessThanOrEqual(Math.ceil(blocks.length / 5));
  });

  it('a broken example is reported with its document and line', () => {
    const broken = extractBlocks('planted.md', "text\n\n```ts\nconst n: number = 'one';\n```\n");
    expect(compile(broken)).toEqual([
      "planted.md:4: TS2322 Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it('every ts and tsx block of FORM-SCHEMA.md and the ui and apply READMEs type-checks', () => {
    expect(compile(blocks.filter((block) => !block.code.startsWith(FRAGMENT)))).toEqual([]);
  });
});
