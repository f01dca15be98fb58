/**
 * The staging sandbox under load (bench/README.md, "Staging sandbox"): a burst of concurrent
 * applications, each 6 calls (initiate, then the five wizard steps up to the co-applicant question),
 * against
 *
 * 1. one instance on the embedded database (libsql, the `npm start` default): the baseline;
 * 2. two instances on one PostgreSQL database, each call sent to either instance in turn;
 * 3. the same two instances, one of them killed with SIGKILL once 40 % of the calls are answered.
 *
 * A call the killed instance was answering when it died is retried on the survivor, as the app's own
 * error handling would; a call sent after it died goes to the survivor, as a load balancer's health check
 * would send it. Each instance first serves 10 applications that are not measured (module loading and
 * JIT warm-up). After each burst every application is read back from a live instance, and every write an
 * instance acknowledged (a 2xx) must be there. Run with `npx tsx bench/sandbox-staging.ts`; APPLICATIONS
 * (200), KILL_AT (0.4) and BENCH_DATABASE_URL (SANDBOX_TEST_DATABASE_URL's default) change the set-up;
 * ONLY_EMBEDDED=1 runs the first burst alone.
 * Writes bench/results/sandbox-staging.json. Not part of `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './lib/sandbox';
import { percentile } from './lib/stats';

const root = join(import.meta.dirname, '..');
const APPLICATIONS = Number(process.env.APPLICATIONS ?? 200);
const KILL_AT = Number(process.env.KILL_AT ?? 0.4);
const ONLY_EMBEDDED = process.env.ONLY_EMBEDDED === '1';
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.SANDBOX_TEST_DATABASE_URL ||
  'postgres://leasekit:leasekit@127.0.0.1:5432/leasekit_test';
const STEPS = ['applicantInfo', 'applicantAddress', 'applicantIncome', 'applicantBanking', 'hasCoApplicant'];
/** The entry (initiate), the exchange of its one-time ticket for the session's token, then the steps. */
const CALLS_PER_APPLICATION = 2 + STEPS.length;

/** A sandbox process. */
interface Instance {
  name: string;
  origin: string;
  child: ChildProcess;
  dead: boolean;
  kill(): void;
  stop(): Promise<void>;
}

/** Starts `apps/sandbox/src/server.ts` in one node process (tsx as a loader, so SIGKILL reaches it). */
async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'leasekit-staging-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@leasekit/source', join(root, 'apps/sandbox/src/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_DIST: join(dataDir, 'no-app'),
        NODE_ENV: 'test',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const instance: Instance = {
    name,
    origin,
    child,
    dead: false,
    kill() {
      instance.dead = true;
      child.kill('SIGKILL');
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${origin}/keep-alive`)).status < 500) return instance;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${name} did not start within 60 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

type Model = Record<string, unknown> & {
  applicant: Record<string, unknown> & {
    location: Record<string, unknown>;
    income: Record<string, unknown>[];
  };
  banking: Record<string, unknown>;
};

/** Application `i`'s answers: unique values for each step, so each acknowledged step can be checked. */
function modelOf(template: Model, i: number): Model {
  const model = structuredClone(template);
  const n = String(i).padStart(4, '0');
  model.applicant.first_name = `Bench${n}`;
  model.applicant.social_security_number = `9${n.slice(0, 2)}-${n.slice(2)}-1001`;
  model.applicant.cell = `555${n}001`;
  model.applicant.email = `bench${n}@example.com`;
  model.applicant.location = { ...model.applicant.location, line_1: `${1000 + i} Main Street` };
  model.applicant.income = [{ ...model.applicant.income[0], employer: `Employer ${n}` }];
  model.banking = {
    ...model.banking,
    checking_account: `00012345${n}`,
    checking_account_confirmation: `00012345${n}`,
  };
  model.has_co_applicant = true;
  return model;
}

/** Whether an application read back shows step `k`'s write (k = 0 is the session itself). */
function shows(view: Model, model: Model, k: number): boolean {
  const step = STEPS[k - 1];
  if (step === undefined) return true;
  if (step === 'applicantInfo') return view.applicant?.first_name === model.applicant.first_name;
  if (step === 'applicantAddress')
    return view.applicant?.location?.line_1 === model.applicant.location.line_1;
  if (step === 'applicantIncome')
    return view.applicant?.income?.[0]?.employer === model.applicant.income[0]!.employer;
  if (step === 'applicantBanking')
    return (
      String(view.banking?.checking_account).slice(-4) === String(model.banking.checking_account).slice(-4)
    );
  return view.has_co_applicant === true;
}

/** What one burst measured. */
interface BurstResult {
  label: string;
  instances: number;
  applications: number;
  calls: number;
  acknowledged: number;
  seconds: number;
  callsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  killedInFlight: number;
  rerouted: number;
  errors: string[];
  readable: number;
  acknowledgedWritesLost: number;
}

/** One call: the answer's JSON and status, or the network error. */
async function send(
  instance: Instance,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: { status?: boolean; data?: unknown } | null; location: string | null }> {
  const response = await fetch(`${instance.origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    redirect: 'manual',
    headers: {
      accept: 'application/json',
      ...(token ? { 'x-apply-token': token } : {}),
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // An HTML or empty answer.
  }
  return { status: response.status, json, location: response.headers.get('location') };
}

async function burst(label: string, instances: Instance[], template: Model, killAt: number | null) {
  const latencies: number[] = [];
  const errors: string[] = [];
  let acknowledged = 0;
  let killedInFlight = 0;
  let rerouted = 0;
  const total = APPLICATIONS * CALLS_PER_APPLICATION;
  const victim = instances.length > 1 ? instances[1]! : null;
  const live = () => instances.filter((instance) => !instance.dead);

  // One call of application i (its k-th), to instance (i + k) mod n, or to a live one once it is dead.
  async function call(
    i: number,
    k: number,
    path: string,
    token: string | null,
    body?: unknown,
    headers?: Record<string, string>,
  ) {
    for (;;) {
      let target = instances[(i + k) % instances.length]!;
      if (target.dead) {
        rerouted += 1;
        target = live()[0]!;
      }
      const started = performance.now();
      try {
        const answer = await send(target, path, token, body, headers);
        const ok = answer.status < 300 || (answer.status === 302 && answer.location);
        if (!ok) {
          errors.push(`${target.name} ${path.split('?')[0]}: ${answer.status}`);
          return null;
        }
        latencies.push(performance.now() - started);
        acknowledged += 1;
        if (killAt !== null && victim && !victim.dead && acknowledged >= killAt * total) victim.kill();
        return answer;
      } catch (error) {
        if (target.dead) {
          // The killed instance's own in-flight call: the app would show an error and try again.
          killedInFlight += 1;
          continue;
        }
        errors.push(
          `${target.name} ${path.split('?')[0]}: ${error instanceof Error ? error.message : error}`,
        );
        return null;
      }
    }
  }

  const started = performance.now();
  const runs = await Promise.all(
    Array.from({ length: APPLICATIONS }, async (_, i) => {
      const model = modelOf(template, i);
      const entry = await call(i, 0, '/apply-v2/demo-electronics/main-street/initiate?iframe=false', null);
      const ticket = entry?.location && /#\/checkpoint\/([^/]+)\//.exec(entry.location)?.[1];
      if (!ticket) return { model, token: null, acknowledgedSteps: 0 };
      // The entry URL carries a one-time ticket; the app exchanges it for the session's own token.
      const exchange = await call(i, 1, '/apply-v2/checkpoint/exchange', null, undefined, {
        'x-apply-ticket': ticket,
      });
      const token = (exchange?.json?.data as { token?: string } | undefined)?.token;
      if (!token) return { model, token: null, acknowledgedSteps: 0 };
      let acknowledgedSteps = 0;
      for (const [index, step] of STEPS.entries()) {
        const answer = await call(i, index + 2, `/apply-v2/application/step/${step}`, token, model);
        if (!answer?.json?.status) break;
        acknowledgedSteps = index + 1;
      }
      return { model, token, acknowledgedSteps };
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // Every application read back from a live instance, every acknowledged write in it.
  let readable = 0;
  let lost = 0;
  const reader = live()[0]!;
  for (const run of runs) {
    if (!run.token) continue;
    const read = await send(reader, '/apply-v2/application', run.token);
    const view = read.json?.data as Model | null | undefined;
    if (read.status === 200 && (view || run.acknowledgedSteps === 0)) readable += 1;
    for (let k = 1; k <= run.acknowledgedSteps; k += 1) if (!view || !shows(view, run.model, k)) lost += 1;
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  const result: BurstResult = {
    label,
    instances: instances.length,
    applications: APPLICATIONS,
    calls: total,
    acknowledged,
    seconds: round(seconds),
    callsPerSecond: Math.round(acknowledged / seconds),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(Math.max(...latencies)),
    },
    killedInFlight,
    rerouted,
    errors,
    readable,
    acknowledgedWritesLost: lost,
  };
  console.log(
    `${label}: ${acknowledged}/${total} calls answered in ${result.seconds} s, p50 ${result.latencyMs.p50} ms, ` +
      `p95 ${result.latencyMs.p95} ms; killed in flight ${killedInFlight}, rerouted ${rerouted}, ` +
      `errors ${errors.length}; readable ${readable}/${APPLICATIONS}; acknowledged writes lost ${lost}`,
  );
  for (const error of errors.slice(0, 10)) console.log(`  error: ${error}`);
  return result;
}

/** Ten applications on each instance, one after the other and not measured: modules load, JIT warms. */
async function warmUp(instances: Instance[], template: Model): Promise<void> {
  for (const instance of instances) {
    for (let i = 0; i < 10; i += 1) {
      const entry = await send(
        instance,
        '/apply-v2/demo-electronics/main-street/initiate?iframe=false',
        null,
      );
      const ticket = entry.location && /#\/checkpoint\/([^/]+)\//.exec(entry.location)?.[1];
      if (!ticket) throw new Error(`${instance.name}: initiate answered ${entry.status}`);
      const exchange = await send(instance, '/apply-v2/checkpoint/exchange', null, undefined, {
        'x-apply-ticket': ticket,
      });
      const token = (exchange.json?.data as { token?: string } | undefined)?.token;
      if (!token) throw new Error(`${instance.name}: the exchange answered ${exchange.status}`);
      const model = modelOf(template, 9000 + i);
      for (const step of STEPS) await send(instance, `/apply-v2/application/step/${step}`, token, model);
    }
  }
}

async function fillTemplate(instance: Instance): Promise<Model> {
  const answer = await send(instance, '/apply-v2/application/fill?type=option-a&store_id=1', null);
  if (!answer.json?.status) throw new Error(`fill answered ${answer.status}`);
  return answer.json.data as Model;
}

/** A fresh schema for the staging instances (search_path in the URL), dropped at the end. */
async function createSchema(): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `bench_staging_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const url = new URL(DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.href, drop: () => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}

async function main(): Promise<void> {
  const results: BurstResult[] = [];
  const started: Instance[] = [];
  const schemas: { drop(): Promise<void> }[] = [];
  try {
    const embedded = await startInstance('embedded', {});
    started.push(embedded);
    const template = await fillTemplate(embedded);
    await warmUp([embedded], template);
    results.push(await burst('one instance, embedded libsql', [embedded], template, null));
    await embedded.stop();

    for (const kill of ONLY_EMBEDDED ? [] : [false, true]) {
      const schema = await createSchema();
      schemas.push(schema);
      const env = { DATABASE_URL: schema.url, DATA_KEY: randomBytes(32).toString('base64') };
      // Started at once: their migrations and seed must not race.
      const pair = await Promise.all([startInstance('a', env), startInstance('b', env)]);
      started.push(...pair);
      await warmUp(pair, template);
      const label = kill
        ? `two instances, PostgreSQL, b killed (SIGKILL) at ${KILL_AT * 100} % of the calls`
        : 'two instances, PostgreSQL';
      results.push(await burst(label, pair, template, kill ? KILL_AT : null));
      await Promise.all(pair.map((instance) => instance.stop()));
    }
  } finally {
    await Promise.all(started.map((instance) => instance.stop().catch(() => undefined)));
    await Promise.all(schemas.map((schema) => schema.drop().catch(() => undefined)));
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/sandbox-staging.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: {
          cpus: cpus().length,
          cpuModel: cpus()[0]?.model,
          loadAverage: loadavg()
            .map((n) => n.toFixed(2))
            .join(' '),
        },
        results,
      },
      null,
      2,
    )}\n`,
  );
  const failed = results.filter(
    (result) =>
      result.errors.length > 0 || result.acknowledgedWritesLost > 0 || result.readable < result.applications,
  );
  if (failed.length) {
    console.error(`Failed: ${failed.map((result) => result.label).join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
