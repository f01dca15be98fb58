// The public API report: every name each package entry exports, with its kind and signature, written to
// packages/<package>/api/<entry>.api.md. `npm run api:update` rewrites the reports; the repo test
// (test/tools/api-report.test.ts, run by `npm run test:tools`) fails when an entry's surface differs from its checked-in report.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** One public entry of a package: its import path and its source file. */
export interface ApiEntry {
  /** How an app imports it, e.g. `@leasekit/core/react`. */
  specifier: string;
  /** The entry's source, relative to the repository root. */
  source: string;
  /** The report file, relative to the repository root. */
  report: string;
}

/** The entries of the packages, read from their package.json `exports` (the `@leasekit/source` condition). */
export function getApiEntries(root: string): ApiEntry[] {
  const entries: ApiEntry[] = [];
  for (const pkg of ['core', 'ui', 'host', 'apply']) {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8')) as {
      name: string;
      exports: Record<string, string | Record<string, string>>;
    };
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (typeof target !== 'object' || !target['@leasekit/source']) continue;
      const source = join('packages', pkg, target['@leasekit/source']);
      if (!/\.tsx?$/.test(source)) continue;
      const name = subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-');
      entries.push({
        specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
        source,
        report: join('packages', pkg, 'api', `${name}.api.md`),
      });
    }
  }
  return entries;
}

/** The kinds of a symbol's declarations, e.g. `function`, `interface`, `const`. */
function kindsOf(symbol: ts.Symbol): string[] {
  const kinds = new Set<string>();
  for (const declaration of symbol.declarations ?? []) {
    if (ts.isFunctionDeclaration(declaration)) kinds.add('function');
    else if (ts.isClassDeclaration(declaration)) kinds.add('class');
    else if (ts.isInterfaceDeclaration(declaration)) kinds.add('interface');
    else if (ts.isTypeAliasDeclaration(declaration)) kinds.add('type');
    else if (ts.isEnumDeclaration(declaration)) kinds.add('enum');
    else if (ts.isModuleDeclaration(declaration)) kinds.add('namespace');
    else if (ts.isVariableDeclaration(declaration)) {
      const list = declaration.parent;
      kinds.add(ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const ? 'const' : 'let');
    } else kinds.add(ts.SyntaxKind[declaration.kind]);
  }
  return [...kinds].sort();
}

/** How long a constant's inferred type may print before it is cut (catalogues are objects of hundreds of texts). */
const MAX_CONST_TYPE = 240;

/** Prints declarations without their comments or bodies' JSDoc: the report shows shapes, the source shows docs. */
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/**
 * The signature of one declaration as the report shows it: a function's parameters and return type, a
 * constant's type, an interface's or a type's whole shape (members and their types), a class's name.
 */
function signatureOf(name: string, declaration: ts.Declaration, checker: ts.TypeChecker): string {
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  if (ts.isFunctionDeclaration(declaration)) {
    const signature = checker.getSignatureFromDeclaration(declaration);
    return `function ${name}${signature ? checker.signatureToString(signature, declaration, flags) : '()'}`;
  }
  if (ts.isVariableDeclaration(declaration)) {
    const list = declaration.parent;
    const keyword = ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const ? 'const' : 'let';
    const type = declaration.type
      ? printer.printNode(ts.EmitHint.Unspecified, declaration.type, declaration.getSourceFile())
      : checker.typeToString(checker.getTypeAtLocation(declaration.name), declaration, flags);
    const shown = type.length > MAX_CONST_TYPE ? `${type.slice(0, MAX_CONST_TYPE)}…` : type;
    return `${keyword} ${name}: ${shown}`;
  }
  if (
    ts.isInterfaceDeclaration(declaration) ||
    ts.isTypeAliasDeclaration(declaration) ||
    ts.isEnumDeclaration(declaration)
  ) {
    const printed = printer.printNode(ts.EmitHint.Unspecified, declaration, declaration.getSourceFile());
    // Re-exported under another name, the report shows the name an app imports.
    const own = declaration.name.text;
    return printed.replace(/^export (declare )?/, '').replace(new RegExp(`\\b${own}\\b`), name);
  }
  if (ts.isClassDeclaration(declaration)) return `class ${name}`;
  if (ts.isModuleDeclaration(declaration)) return `namespace ${name}`;
  return `${name}: ${ts.SyntaxKind[declaration.kind]}`;
}

/**
 * Every exported name of each entry, sorted, each with its signatures (one block per declaration: a
 * function's overloads, or a value and a type of one name).
 */
export function getApiSurface(root: string, entries: readonly ApiEntry[]): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const program = ts.createProgram({
    rootNames: entries.map((entry) => join(root, entry.source)),
    options: { ...config.options, noEmit: true },
  });
  const checker = program.getTypeChecker();
  const surface = new Map<string, string[]>();
  for (const entry of entries) {
    const file = program.getSourceFile(join(root, entry.source));
    const module = file && checker.getSymbolAtLocation(file);
    if (!module) throw new Error(`No module for ${entry.source}`);
    const blocks = checker
      .getExportsOfModule(module)
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((exported) => {
        const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        const declarations = target.declarations ?? [];
        const signatures = declarations.map((declaration) =>
          signatureOf(exported.name, declaration, checker),
        );
        return `${exported.name}: ${kindsOf(target).join(', ')}\n${signatures
          .map((signature) => signature.replace(/^/gm, '  '))
          .join('\n')}`;
      });
    surface.set(entry.specifier, blocks);
  }
  return surface;
}

/** The report text of one entry. */
export function formatApiReport(entry: ApiEntry, lines: readonly string[], root: string): string {
  const source = relative(join(root, dirname(entry.report)), join(root, entry.source));
  return [
    `# API report: \`${entry.specifier}\``,
    '',
    `Every name [${source.replaceAll('\\', '/')}](${source.replaceAll('\\', '/')}) exports, with its kind and signature (${lines.length} names).`,
    'Generated by `npm run api:update`; `npm test` fails when the entry differs from this file.',
    '',
    '```text',
    ...lines,
    '```',
    '',
  ].join('\n');
}

/** Writes every entry's report; returns the counts per entry. */
export function writeApiReports(root: string): Map<string, number> {
  const entries = getApiEntries(root);
  const surface = getApiSurface(root, entries);
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const lines = surface.get(entry.specifier)!;
    mkdirSync(join(root, dirname(entry.report)), { recursive: true });
    writeFileSync(join(root, entry.report), formatApiReport(entry, lines, root));
    counts.set(entry.specifier, lines.length);
  }
  return counts;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replaceAll('\\', '/').split('/').pop()!)) {
  const root = process.argv[2] ?? join(import.meta.dirname, '..');
  for (const [specifier, count] of writeApiReports(root)) console.log(`${specifier}: ${count} names`);
}
