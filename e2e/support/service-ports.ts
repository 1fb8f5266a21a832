/**
 * Ports the machines this suite runs on keep for services of their own (NATS, Erlang's port mapper beside
 * RabbitMQ, PostgreSQL, RabbitMQ). A store's port is drawn at random from a range that holds some of them: a
 * draw landing on one takes the next free number instead, or the store could not listen and its specs fail.
 */
const SERVICE_PORTS = new Set([4222, 4369, 5432, 5672]);

export function besideServices(port: number): number {
  let free = port;
  while (SERVICE_PORTS.has(free)) free++;
  return free;
}
