import { execFileSync } from 'node:child_process';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';

/** The Debian chromium every benchmark and check launches (docs/toolchain.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch flags for Debian's chromium in a container (docs/toolchain.md). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The machine a result was measured on. */
export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  os: string;
  node: string;
  chromium: string;
  loadAverage: string;
  date: string;
}

/** Describes this machine (cores, memory, chromium and node versions, the load at the time). */
export function machineInfo(): MachineInfo {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => /chromium/i.test(line))
      .join(' ')
      .trim();
  } catch {
    // Reported as unknown: the benchmarks themselves will fail to launch and say why.
  }
  const loadAverage = loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: `${platform()} ${release()}`,
    node: process.version,
    chromium,
    loadAverage,
    date: new Date().toISOString(),
  };
}
