import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * Pinning to cores and accounting for their time, from /proc (Linux). A server pinned to one core and its
 * load generator pinned to the other measure the server, not the two fighting over both cores; the
 * accounting says how much of that core the server really had while other work ran on the machine.
 */

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

function readOr(file, fallback) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

/** The fields of /proc/<pid>/stat after the command name (state first), or null once the process is gone. */
function statFields(pid) {
  const stat = readOr(`/proc/${pid}/stat`, null);
  return stat === null ? null : stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Every live process in the process group `pgid` (a bench's server leads a group of its own). */
export function processGroup(pgid) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => statFields(pid)?.[2] === String(pgid));
}

/** The cores each thread of `pid` may run on, as the kernel lists them ("0", "0-1"). */
function threadAffinities(pid) {
  const tasks = (() => {
    try {
      return readdirSync(`/proc/${pid}/task`);
    } catch {
      return [];
    }
  })();
  return tasks.map(
    (tid) => /Cpus_allowed_list:\s*(\S+)/.exec(readOr(`/proc/${pid}/task/${tid}/status`, ''))?.[1],
  );
}

/**
 * Pins every process of the group and every thread of each (`taskset -apc`) to `cpu`, then checks each
 * thread's affinity. Threads and processes started later inherit it. Returns what was pinned.
 */
export function pinGroup(pgid, cpu) {
  const pids = processGroup(pgid);
  if (pids.length === 0) throw new Error(`no process left in group ${pgid} to pin`);
  let threads = 0;
  for (const pid of pids) {
    const result = spawnSync('taskset', ['-apc', String(cpu), String(pid)], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`taskset -apc ${cpu} ${pid} failed: ${result.stderr.trim()}`);
    const affinities = threadAffinities(pid);
    const stray = affinities.filter((list) => list !== undefined && list !== String(cpu));
    if (stray.length > 0) throw new Error(`process ${pid} still has threads on cores ${stray.join(', ')}`);
    threads += affinities.length;
  }
  return { processes: pids.length, threads };
}

/** Seconds of CPU the group's live processes have used so far (user + system). */
function groupCpuSeconds(pgid) {
  let ticks = 0;
  for (const pid of processGroup(pgid)) {
    const fields = statFields(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS;
}

/** A core's busy and stolen time so far, in seconds, from /proc/stat. */
function coreSeconds(cpu) {
  const line = readOr('/proc/stat', '')
    .split('\n')
    .find((l) => l.startsWith(`cpu${cpu} `));
  if (!line) throw new Error(`/proc/stat has no line for core ${cpu}`);
  // user nice system idle iowait irq softirq steal (guest time is already counted in user)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  return {
    busy: (user + nice + system + irq + softirq + steal) / CLOCK_TICKS,
    idle: (idle + iowait) / CLOCK_TICKS,
    steal: steal / CLOCK_TICKS,
  };
}

/**
 * Starts watching core `cpu` and the server group `pgid`; `stop()` gives, as shares of that core's time,
 * how busy it was, how much of it the server used, how much went to anything else (other programs on the
 * machine, the kernel's own work) and how much the hypervisor stole; and the server's CPU seconds meanwhile.
 */
export function watchCore(cpu, pgid) {
  const core = coreSeconds(cpu);
  const server = groupCpuSeconds(pgid);
  return {
    stop() {
      const after = coreSeconds(cpu);
      const total = after.busy + after.idle - core.busy - core.idle;
      const share = (seconds) => (total > 0 ? Math.max(0, seconds / total) : 0);
      const serverSeconds = groupCpuSeconds(pgid) - server;
      const serverShare = share(serverSeconds);
      const busyShare = share(after.busy - core.busy);
      return {
        serverSeconds,
        server: serverShare,
        busy: busyShare,
        others: Math.max(0, busyShare - serverShare),
        steal: share(after.steal - core.steal),
      };
    },
  };
}

/** The load average over the last minute, as printed next to each run. */
export function loadAverage() {
  return os.loadavg()[0];
}

export function percent(share) {
  return `${Math.round(share * 100)} %`;
}
