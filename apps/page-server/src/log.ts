// The page server's log: JSON lines in production, for the platform's log store (one object per
// line: level, time, app, msg and, for a failure, err with its type, message and stack), and
// plain text in development. `LOG_FORMAT=json|text` overrides the default.

export type LogFormat = 'json' | 'text';

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface LogLines {
  out: (line: string) => void;
  err: (line: string) => void;
}

const STANDARD_STREAMS: LogLines = {
  out: (line) => process.stdout.write(line),
  err: (line) => process.stderr.write(line),
};

/** The format `LOG_FORMAT` names, else JSON in production and text elsewhere; null if unknown. */
export function logFormatOf(env: NodeJS.ProcessEnv): LogFormat | null {
  const named = env.LOG_FORMAT?.trim();
  if (!named) return env.NODE_ENV === 'production' ? 'json' : 'text';
  return named === 'json' || named === 'text' ? named : null;
}

function errorFields(error: unknown) {
  if (error instanceof Error) {
    return { type: error.name, message: error.message, stack: error.stack };
  }
  return { type: typeof error, message: String(error) };
}

export function createLogger(
  format: LogFormat,
  { app, lines = STANDARD_STREAMS }: { app: string; lines?: LogLines },
): Logger {
  if (format === 'text') {
    return {
      info: (message) => lines.out(`${message}\n`),
      error: (message, error) =>
        lines.err(
          error === undefined
            ? `${message}\n`
            : `${message} ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
        ),
    };
  }
  const line = (level: 'info' | 'error', message: string, error?: unknown) =>
    `${JSON.stringify({
      level,
      time: new Date().toISOString(),
      app,
      msg: message,
      ...(error === undefined ? {} : { err: errorFields(error) }),
    })}\n`;
  return {
    info: (message) => lines.out(line('info', message)),
    error: (message, error) => lines.err(line('error', message, error)),
  };
}
