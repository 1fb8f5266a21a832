import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// CI asks for a machine-readable report too, to print one closing count for the whole run.
const reportDir = process.env.CI_REPORT_DIR;

export default defineConfig({
  test: {
    // Vitest's default leaves one core idle (cores - 1 workers). Most test files wait on a database, a child
    // process or a timer, or run PGlite on the test's own thread, so one worker per core, and at least two,
    // finishes the run in about half the time on a 2-core machine. Each file has a database of its own.
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: reportDir ? ['default', ['json', { outputFile: `${reportDir}/vitest.json` }]] : ['default'],
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/build-server.ts', 'apps/api/test/prepared-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file builds its own app on its own database and no test replaces a module, so a worker keeps
          // the modules it has imported for its next file: importing the app anew took longer per file (1-2 s)
          // than most files' tests, and a third of the run's time.
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/admin/vitest.config.ts',
    ],
  },
});
