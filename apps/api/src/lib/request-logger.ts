import type { FastifyBaseLogger } from 'fastify';
import { type Bindings, type ChildLoggerOptions, type LogFn, levels } from 'pino';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * A request's logger that becomes a pino child (carrying the request id) only when a line is written at a
 * level that is on. Fastify makes one logger per request, and pino's child() serialises its bindings and
 * builds a logger each time: about a tenth of the CPU the store spent serving its stored product list under
 * load (bench/api-list), for lines that at the production level (warn) are almost never written.
 */
class RequestLogger {
  // Set on the prototype below, so a request's logger costs one small object and no closures.
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  writes(level: LogLevel): boolean {
    const threshold = levels.values[this.level];
    return level !== 'silent' && threshold !== undefined && (levels.values[level] ?? 0) >= threshold;
  }
}

for (const level of LOG_LEVELS) {
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: Parameters<LogFn>) {
    if (this.writes(level)) this.real()[level](...args);
  } as LogFn;
}

/** Fastify's `childLoggerFactory`: a request's logger, made a pino child only when it writes. */
export function lazyRequestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(parent, bindings, options);
}
