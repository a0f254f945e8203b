import pino, { type DestinationStream, type Logger } from 'pino';
import type { ApiConfig } from '../config';

/** What the process says about itself: starting, stopping, failing. */
export interface ProcessLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
  /** The logger Fastify writes its request lines with, when the process has one. */
  readonly logger?: Logger;
}

/**
 * In production every line is JSON, start-up and shutdown included, through the logger Fastify
 * also writes its request lines with; a log collector then reads one format. In development the
 * process's own lines are plain text for the person at the terminal.
 */
export function createProcessLog(
  config: Pick<ApiConfig, 'production' | 'logLevel'>,
  /** Where production lines go: standard output unless a test names a stream. */
  destination?: DestinationStream,
): ProcessLog {
  if (!config.production) {
    return {
      info: (message) => console.log(message),
      warn: (message) => console.warn(message),
      error: (message, error) =>
        error === undefined ? console.error(message) : console.error(message, error),
    };
  }
  const logger = destination
    ? pino({ level: config.logLevel }, destination)
    : pino({ level: config.logLevel });
  return {
    logger,
    info: (message) => logger.info(message),
    warn: (message) => logger.warn(message),
    error: (message, error) =>
      error === undefined ? logger.error(message) : logger.error({ err: error }, message),
  };
}
