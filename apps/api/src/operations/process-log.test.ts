import { Writable } from 'node:stream';
import { createProcessLog } from './process-log';

/** A stream that keeps what is written to it, as lines. */
function capture(): { stream: Writable; lines: () => string[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, lines: () => chunks.join('').split('\n').filter(Boolean) };
}

describe("the process's own log lines", () => {
  it('are JSON lines in production, errors with their message', () => {
    const out = capture();
    const log = createProcessLog({ production: true, logLevel: 'info' }, out.stream);
    log.info('Club API listening on http://0.0.0.0:3333');
    log.warn('DEFAULT_CLUB "demo" does not exist in the database');
    log.error('The Club API could not start', new Error('connect ECONNREFUSED'));
    const lines = out.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [30, 'Club API listening on http://0.0.0.0:3333'],
      [40, 'DEFAULT_CLUB "demo" does not exist in the database'],
      [50, 'The Club API could not start'],
    ]);
    expect((lines[2]?.['err'] as { message?: string }).message).toBe('connect ECONNREFUSED');
  });

  it('are plain text in development', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const processLog = createProcessLog({ production: false, logLevel: 'info' });
      processLog.info('Club API listening on http://localhost:3333');
      expect(log).toHaveBeenCalledWith('Club API listening on http://localhost:3333');
      expect(processLog.logger).toBeUndefined();
    } finally {
      log.mockRestore();
    }
  });
});
