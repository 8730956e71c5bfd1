import cluster from 'node:cluster';
import { type DestinationStream, type Logger, pino } from 'pino';
import { readServerSetting } from '#server/config/read-server-setting.ts';

export type CreateLoggerOptions = {
  /** Overrides LOG_LEVEL. */
  level?: string;
  /** Where the JSON lines go; stdout by default. */
  destination?: DestinationStream;
};

/**
 * Creates a pino logger writing one JSON object per line. The level is `level`, else LOG_LEVEL
 * (validated; an empty value counts as unset), else 'info'; 'silent' turns logging off.
 */
export function createLogger(options: CreateLoggerOptions = {}): Logger {
  const level = options.level || readServerSetting('LOG_LEVEL');
  // In a cluster (WEB_CONCURRENCY) each line names the process that wrote it.
  const base = cluster.isWorker ? { worker: cluster.worker?.id, pid: process.pid } : undefined;
  const pinoOptions = { level, base, timestamp: pino.stdTimeFunctions.isoTime };
  return options.destination ? pino(pinoOptions, options.destination) : pino(pinoOptions);
}

/** The process-wide logger. */
export const logger: Logger = createLogger();
