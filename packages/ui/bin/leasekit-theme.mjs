#!/usr/bin/env node
/* global process, console */
// `npx leasekit-theme check acme.css` / `npx leasekit-theme new acme --primary "#0f5e4d"`: see the README.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { runThemeCommand } from '../dist/theme-tools/index.js';

process.exitCode = runThemeCommand(process.argv.slice(2), {
  readFile: (path) => readFileSync(path, 'utf8'),
  writeFile: (path, text) => writeFileSync(path, text),
  exists: (path) => existsSync(path),
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
