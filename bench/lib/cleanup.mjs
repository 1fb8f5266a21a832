/**
 * Every bench registers how to undo what it started (store processes, nginx, scratch databases, temp
 * folders); `runBench` runs those steps in reverse order when the bench ends, fails or is interrupted.
 */
const steps = [];

export function onCleanup(step) {
  steps.push(step);
}

async function cleanUp() {
  while (steps.length > 0) {
    const step = steps.pop();
    try {
      await step();
    } catch (error) {
      console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
    }
  }
}

export async function runBench(main) {
  let interrupted = false;
  const interrupt = (signal) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping and cleaning up...`);
    cleanUp().finally(() => process.exit(130));
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  } finally {
    if (!interrupted) await cleanUp();
  }
}
