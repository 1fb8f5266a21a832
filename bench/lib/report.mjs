import os from 'node:os';

/** Printing helpers shared by the benches: figures, percentiles and goals with PASS/FAIL. */

export function percentile(sortedValues, p) {
  if (sortedValues.length === 0) return Number.NaN;
  const index = Math.min(sortedValues.length - 1, Math.ceil((p / 100) * sortedValues.length) - 1);
  return sortedValues[Math.max(0, index)];
}

/** The middle value (the mean of the two middle ones for an even count): repeated runs, summed up. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** p50/p99 of a list of durations in ms. */
export function latencySummary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
}

export function ms(value) {
  return Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : 'n/a';
}

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function heading(text) {
  console.log(`\n== ${text} ==`);
}

/** Prints rows of equal keys as an aligned table. */
export function table(rows) {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(keys));
  for (const row of rows) console.log(line(keys.map((k) => row[k])));
}

/** Prints one goal line and returns whether it passed. */
export function goal(label, measured, passed) {
  console.log(`${passed ? 'PASS' : 'FAIL'}  ${label}: ${measured}`);
  return passed;
}

/** What the figures were measured on; other work on the machine skews them, so the load is shown. */
export function printMachine(title) {
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(`${title}`);
  console.log(
    `node ${process.version}, ${os.cpus().length} cores, load average ${load.join(' ')}, WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? 'unset'}`,
  );
  console.log(
    `${os.cpus()[0]?.model ?? 'unknown CPU'}; memory first touched: ${pageFaultCost().toFixed(2)} µs per 4 KiB page`,
  );
}

/**
 * Microseconds to fault in one fresh 4 KiB page (median of three 64 MiB buffers, written once). Machines
 * differ here far more than in CPU speed (and huge pages make it far cheaper). A browser that starts, or a
 * server whose heap grows, pays it on every new page, so the same build's figures move with it: printed so
 * runs on two machines can be compared.
 */
function pageFaultCost() {
  const bytes = 64 * 1024 * 1024;
  const perPage = [];
  for (let round = 0; round < 3; round += 1) {
    const start = process.hrtime.bigint();
    Buffer.allocUnsafeSlow(bytes).fill(1);
    perPage.push(Number(process.hrtime.bigint() - start) / 1000 / (bytes / 4096));
  }
  return median(perPage);
}
