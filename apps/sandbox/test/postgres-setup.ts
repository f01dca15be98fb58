import pg from 'pg';
import { TEST_DATABASE_URL } from './test-database';

/**
 * The `sandbox-pg` project's global set-up: the PostgreSQL server must answer, or the whole project
 * fails here with what to do, rather than every test failing on its own (or, worse, being skipped).
 */
export default async function checkPostgres(): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    const where = new URL(TEST_DATABASE_URL);
    where.password = where.password ? '***' : '';
    throw new Error(
      `The sandbox-pg tests need PostgreSQL at ${where.href} (SANDBOX_TEST_DATABASE_URL), which did not ` +
        `answer: ${error instanceof Error ? error.message : String(error)}. Start it as .ci/run does ` +
        '(apt-get install -y postgresql; pg_ctlcluster --skip-systemctl-redirect 15 main start; a role and ' +
        'database leasekit/leasekit_test), or point SANDBOX_TEST_DATABASE_URL at another server.',
      { cause: error },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
