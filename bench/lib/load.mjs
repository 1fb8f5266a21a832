import autocannon from 'autocannon';

/** autocannon with the bench's defaults; resolves with its result (latencies in ms). */
export function loadTest(options) {
  return autocannon({ connections: 50, duration: 10, ...options });
}

/** The figures the benches print from an autocannon result. */
export function loadFigures(result) {
  return {
    'req/s': Math.round(result.requests.average),
    p50: `${result.latency.p50} ms`,
    p99: `${result.latency.p99} ms`,
    max: `${result.latency.max} ms`,
    '2xx': result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
