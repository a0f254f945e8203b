import { createLogger, logFormatOf } from './log';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    lines: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) },
  };
}

describe("the page server's log", () => {
  it('is JSON lines in production and text elsewhere, unless LOG_FORMAT names one', () => {
    expect(logFormatOf({ NODE_ENV: 'production' })).toBe('json');
    expect(logFormatOf({})).toBe('text');
    expect(logFormatOf({ NODE_ENV: 'production', LOG_FORMAT: 'text' })).toBe('text');
    expect(logFormatOf({ LOG_FORMAT: 'json' })).toBe('json');
    expect(logFormatOf({ LOG_FORMAT: 'xml' })).toBeNull();
  });

  it('writes one JSON object per line, a failure with its type, message and stack', () => {
    const { out, err, lines } = capture();
    const log = createLogger('json', { app: 'shell', lines });
    log.info('shell serving /srv/shell on http://0.0.0.0:4200');
    log.error('The server render failed; the page is sent without it.', new TypeError('boom'));
    expect(out).toHaveLength(1);
    expect(err).toHaveLength(1);
    expect(out[0]?.endsWith('\n')).toBe(true);
    expect(JSON.parse(out[0] ?? '')).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      app: 'shell',
      msg: 'shell serving /srv/shell on http://0.0.0.0:4200',
    });
    const failure = JSON.parse(err[0] ?? '');
    expect(failure).toMatchObject({
      level: 'error',
      app: 'shell',
      msg: 'The server render failed; the page is sent without it.',
      err: { type: 'TypeError', message: 'boom' },
    });
    expect(failure.err.stack).toContain('TypeError: boom');
  });

  it('keeps a multi-line message and a thrown non-error on one line each', () => {
    const { err, lines } = capture();
    createLogger('json', { app: 'backoffice', lines }).error('two\nlines', 'a string');
    expect(err).toHaveLength(1);
    expect(err[0]?.trimEnd().includes('\n')).toBe(false);
    expect(JSON.parse(err[0] ?? '').err).toEqual({ type: 'string', message: 'a string' });
  });

  it('is plain text in development, the error after the message', () => {
    const { out, err, lines } = capture();
    const log = createLogger('text', { app: 'shell', lines });
    log.info('shell serving apps/shell/dist on http://127.0.0.1:4200');
    log.error('The server render failed; the page is sent without it.', new Error('boom'));
    expect(out).toEqual(['shell serving apps/shell/dist on http://127.0.0.1:4200\n']);
    expect(err[0]).toMatch(/^The server render failed; the page is sent without it\. Error: boom/);
  });
});
