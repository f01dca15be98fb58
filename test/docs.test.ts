import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repo explains itself: every spec citation in code, tests and docs resolves to a section of
// docs/behaviour.md, and no file points at paths outside the repository.
const root = join(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|cjs|md|css|html)$/.test(file) && existsSync(join(root, file)));

const behaviour = readFileSync(join(root, 'docs/behaviour.md'), 'utf8');
const sections = new Set([...behaviour.matchAll(/^### (0[1-4]) §(\d+)\b/gm)].map((m) => `${m[1]} §${m[2]}`));

/** Every `0N §M` a text cites, ranges (`§4–5`) and lists (`§4, §9`) spelled out. */
function citations(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\b(0[1-4]) ((?:§ ?\d+(?:[–-]\d+)?(?:, ?(?=§))?)+)/g)) {
    for (const part of match[2]!.matchAll(/§ ?(\d+)(?:[–-](\d+))?/g)) {
      const from = Number(part[1]);
      const to = part[2] ? Number(part[2]) : from;
      for (let section = from; section <= to; section += 1) found.push(`${match[1]} §${section}`);
    }
  }
  return found;
}

describe('docs: the repo explains itself', () => {
  it('docs/behaviour.md has the nine sections of parts 01 to 03', () => {
    for (const part of ['01', '02', '03'])
      for (let section = 1; section <= 9; section += 1) expect(sections).toContain(`${part} §${section}`);
  });

  it('every spec citation in the repository resolves to a section of docs/behaviour.md', () => {
    const dangling: string[] = [];
    let count = 0;
    for (const file of files) {
      for (const citation of citations(readFileSync(join(root, file), 'utf8'))) {
        count += 1;
        if (!sections.has(citation)) dangling.push(`${file}: ${citation}`);
      }
    }
    expect(count).toBeGreaterThan(1000);
    expect(dangling).toEqual([]);
  });

  it('no file points at TOOLCHAIN.md or the shared input folder outside the repository', () => {
    const offenders = files.filter(
      (file) =>
        file !== 'test/docs.test.ts' &&
        /TOOLCHAIN\.md|\/work\/shared|\.\.\/shared\//.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('relative links in markdown files point at files that exist', () => {
    const broken: string[] = [];
    for (const file of files.filter((name) => name.endsWith('.md'))) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const match of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        const target = match[1]!;
        if (/^[a-z]+:/i.test(target)) continue;
        if (!existsSync(join(root, dirname(file), target))) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('reads citations as written: lists and ranges', () => {
    expect(citations('(03 §4, §9; 02 §4–5)')).toEqual(['03 §4', '03 §9', '02 §4', '02 §5']);
  });
});
