/**
 * The engine the tests run on: `SANDBOX_TEST_ENGINE=postgres` (the vitest project `sandbox-pg`) gives
 * every test sandbox a fresh schema in the PostgreSQL database at {@link TEST_DATABASE_URL}; anything else
 * gives it a libsql file in its temp folder.
 */
export const TEST_ENGINE: 'libsql' | 'postgres' =
  process.env.SANDBOX_TEST_ENGINE === 'postgres' ? 'postgres' : 'libsql';

/** The PostgreSQL database the `sandbox-pg` project makes its schemas in (`.ci/run` creates it). */
export const TEST_DATABASE_URL =
  process.env.SANDBOX_TEST_DATABASE_URL || 'postgres://leasekit:leasekit@127.0.0.1:5432/leasekit_test';
