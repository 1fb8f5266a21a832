import { spawn } from 'node:child_process';
import { onCleanup } from './cleanup.mjs';

const STOP_GRACE_MS = 10_000;

function signalGroup(child, signal) {
  try {
    // The child leads its own process group, so this reaches the workers it forked as well.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Starts a long-running process in a process group of its own and registers its stop: SIGTERM to the
 * group, SIGKILL after a grace period, and SIGKILL for anything of the group still left afterwards.
 */
export function startProcess(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options, detached: true });
  let exited = false;
  const exit = new Promise((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
    child.once('error', () => {
      exited = true;
      resolve();
    });
  });
  const stop = async () => {
    if (!exited) {
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_GRACE_MS);
      await exit;
      clearTimeout(timer);
    }
    signalGroup(child, 'SIGKILL');
  };
  onCleanup(stop);
  return { child, hasExited: () => exited, stop };
}

/** Runs a command to its end (output shown), rejecting on a non-zero exit; stopped too if the bench is. */
export async function runToEnd(command, args, options) {
  const { child, stop } = startProcess(command, args, options);
  const code = await new Promise((resolve) => {
    child.once('exit', (exitCode) => resolve(exitCode));
    child.once('error', () => resolve(-1));
  });
  await stop();
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with code ${code}`);
}

/** Runs a command to its end and resolves with its standard output; rejects on a non-zero exit. */
export async function runCaptured(command, args, options) {
  const { child, stop } = startProcess(command, args, { ...options, stdio: ['ignore', 'pipe', 'inherit'] });
  const chunks = [];
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  const code = await new Promise((resolve) => {
    child.once('close', (exitCode) => resolve(exitCode));
    child.once('error', () => resolve(-1));
  });
  await stop();
  const output = Buffer.concat(chunks).toString('utf8');
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with code ${code}:\n${output}`);
  return output;
}
