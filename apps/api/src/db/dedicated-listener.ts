import pg from 'pg';

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

export interface DedicatedListener {
  readonly live: boolean;
  stop(): Promise<void>;
}

/**
 * One connection of its own that LISTENs on `channels`, so notifications committed by any instance reach this
 * one. When it drops it reconnects by itself, backing off up to 5 seconds; `onLive(false)` says it dropped
 * (notifications sent meanwhile are never heard), `onLive(true)` that it listens again.
 */
export async function openDedicatedListener(
  url: string,
  channels: readonly string[],
  onNotification: (message: pg.Notification) => void,
  onLive: (live: boolean) => void,
): Promise<DedicatedListener> {
  let client: pg.Client | null = null;
  let live = false;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    live = false;
    onLive(false);
    failed.end().catch(() => {});
    if (stopped) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', onNotification);
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
      if (client !== next) return;
      live = true;
      retryMs = RETRY_FIRST_MS;
      onLive(true);
    } catch {
      lost(next);
    }
  };

  await connect();
  return {
    get live() {
      return live;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      live = false;
      await current?.end().catch(() => {});
    },
  };
}
