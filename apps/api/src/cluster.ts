import cluster from 'node:cluster';

/** A worker that dies this soon after starting is failing to start; restarting it would only loop. */
const STARTUP_GRACE_MS = 10_000;

/**
 * N workers share the port (the kernel spreads connections), one per core. Every worker is a
 * whole api instance on the same PostgreSQL: start-up work is serialised by the database's advisory lock,
 * the catalogue cache follows the database's change notifications, and REDIS_URL shares the rate limits.
 * A worker that crashes is replaced; SIGTERM/SIGINT stop them all.
 */
export function runPrimary(workers: number, log: (message: string) => void): void {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < workers; i += 1) fork();

  cluster.on('exit', (worker, code, signal) => {
    const started = startedAt.get(worker.id) ?? 0;
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    if (Date.now() - started < STARTUP_GRACE_MS) {
      log(`a worker failed while starting (code ${code ?? signal}); stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      process.exitCode = 1;
      if (startedAt.size === 0) process.exit(1);
      return;
    }
    log(`worker ${worker.process.pid} exited (${code ?? signal}); starting another`);
    fork();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
