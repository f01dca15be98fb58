import { parseArgs } from 'node:util';
import { checkTheme, readThemes, TOKEN_PREFIX } from './check';
import { deriveTheme } from './derive';

/** What the command touches, passed in so it runs the same in a test. */
export interface ThemeCommandIo {
  readFile(path: string): string;
  writeFile(path: string, text: string): void;
  exists(path: string): boolean;
  log(line: string): void;
  error(line: string): void;
}

const USAGE = `Usage:
  leasekit-theme check <theme.css>...     run the WCAG checks (text 4.5:1, input borders 3:1, ring 7:1)
  leasekit-theme new <id> --primary <colour> [--secondary <colour>] [--accent <colour>]
                 [--radius <length>] [--font <font stack>] [--out <file>] [--force]
                                          derive a theme in OKLCH and write <id>.css (or --out)`;

function check(files: string[], io: ThemeCommandIo): number {
  if (files.length === 0) {
    io.error(USAGE);
    return 2;
  }
  let failed = false;
  for (const file of files) {
    if (!io.exists(file)) {
      io.error(`${file}: no such file`);
      failed = true;
      continue;
    }
    const css = io.readFile(file);
    const themes = readThemes(css);
    if (themes.length === 0) {
      io.error(`${file}: no [data-theme='<id>'] or :root block with custom properties`);
      failed = true;
    }
    if (themes.some((theme) => theme.variables.size === 0) && /--primary\s*:/.test(css)) {
      io.error(
        `${file}: the tokens are unprefixed (--primary); rename each to its ${TOKEN_PREFIX} name (--lk-primary)`,
      );
    }
    for (const theme of themes) {
      const problems = checkTheme(theme.variables);
      if (problems.length === 0) {
        io.log(`${file} [${theme.id}]: passes (text 4.5:1, input borders 3:1, ring 7:1)`);
        continue;
      }
      failed = true;
      io.error(`${file} [${theme.id}]: ${problems.length} failed`);
      for (const problem of problems) io.error(`  ${problem.message}`);
    }
  }
  return failed ? 1 : 0;
}

function create(args: string[], io: ThemeCommandIo): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      primary: { type: 'string' },
      secondary: { type: 'string' },
      accent: { type: 'string' },
      radius: { type: 'string' },
      font: { type: 'string' },
      out: { type: 'string' },
      force: { type: 'boolean' },
    },
  });
  const id = positionals[0];
  if (!id || !values.primary) {
    io.error(USAGE);
    return 2;
  }
  const out = values.out ?? `${id}.css`;
  if (io.exists(out) && !values.force) {
    io.error(`${out} exists; pass --force to replace it`);
    return 1;
  }
  const theme = deriveTheme({
    id,
    primary: values.primary,
    ...(values.secondary ? { secondary: values.secondary } : {}),
    ...(values.accent ? { accent: values.accent } : {}),
    ...(values.radius ? { radius: values.radius } : {}),
    ...(values.font ? { fontSans: values.font } : {}),
  });
  io.writeFile(out, theme.css);
  io.log(
    `${out}: theme '${id}' written; every pair passes. Import it after the ui stylesheet and set data-theme="${id}".`,
  );
  return 0;
}

/**
 * The `leasekit-theme` command: `check <file.css>…` prints every failed WCAG check and exits 1 on any;
 * `new <id> --primary <colour>` writes a derived theme. Returns the exit code (2 for a usage error).
 */
export function runThemeCommand(argv: readonly string[], io: ThemeCommandIo): number {
  const [command, ...rest] = argv;
  try {
    if (command === 'check') return check(rest, io);
    if (command === 'new') return create(rest, io);
  } catch (error) {
    io.error((error as Error).message);
    return 1;
  }
  io.error(USAGE);
  return 2;
}
