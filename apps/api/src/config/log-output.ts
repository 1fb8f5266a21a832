import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

/**
 * Where the log goes and in what form: plain lines for a person at a terminal (time, level, message),
 * one JSON object a line for anything else (a log collector, a file, a parent process).
 */
export function logOutput(level: string, stdout: { isTTY?: boolean } = process.stdout) {
  const options: FastifyServerOptions['logger'] = stdout.isTTY
    ? {
        level,
        stream: pretty({
          ignore: 'pid,hostname',
          translateTime: 'SYS:HH:MM:ss',
          singleLine: true,
          sync: true,
        }),
      }
    : { level };
  return options;
}
