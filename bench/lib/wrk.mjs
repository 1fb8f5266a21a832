import { ensureDebianPackage } from './apt.mjs';
import { runCaptured } from './processes.mjs';

const WRK = '/usr/bin/wrk';
const TO_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A wrk duration such as "812.00us", "2.31ms" or "1.02s", in ms. */
function durationMs(text) {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text);
  if (!match) throw new Error(`wrk printed a latency this bench cannot read: ${text}`);
  return Number(match[1]) * TO_MS[match[2]];
}

/** The figures of wrk's report (run with --latency). */
export function parseWrk(output) {
  const number = (pattern) => {
    const match = pattern.exec(output);
    return match ? Number(match[1]) : 0;
  };
  const latency = (percentile) => {
    const match = new RegExp(`^\\s*${percentile}%\\s+(\\S+)`, 'm').exec(output);
    if (!match) throw new Error(`wrk printed no ${percentile}% latency:\n${output}`);
    return durationMs(match[1]);
  };
  const max = /^\s*Latency\s+\S+\s+\S+\s+(\S+)/m.exec(output);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const requestsPerSecond = number(/^Requests\/sec:\s+([\d.]+)/m);
  if (requestsPerSecond === 0) throw new Error(`wrk measured no requests:\n${output}`);
  return {
    requestsPerSecond,
    requests: number(/^\s*(\d+) requests in/m),
    p50: latency(50),
    p99: latency(99),
    max: max ? durationMs(max[1]) : Number.NaN,
    non2xx3xx: number(/Non-2xx or 3xx responses:\s+(\d+)/),
    socketErrors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

/**
 * One wrk run (`--latency`), pinned to `cpu` with taskset when given: one thread, `connections` kept-alive
 * connections, `durationS` seconds. wrk is installed from Debian when missing. Resolves with parseWrk's
 * figures (latencies in ms).
 */
export async function runWrk({ url, headers = {}, connections = 50, durationS = 10, cpu }) {
  ensureDebianPackage(WRK, 'wrk');
  const wrkArgs = [
    '--threads',
    '1',
    '--connections',
    String(connections),
    '--duration',
    `${durationS}s`,
    '--timeout',
    '5s',
    '--latency',
    ...Object.entries(headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    url,
  ];
  const [command, args] =
    cpu === undefined ? [WRK, wrkArgs] : ['taskset', ['-c', String(cpu), WRK, ...wrkArgs]];
  return parseWrk(await runCaptured(command, args));
}
