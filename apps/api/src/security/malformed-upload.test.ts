import { bearer, jsonError, SEEDED, signIn } from '../identity/identity-test-kit';
import { startBackofficeApp, type BackofficeTestApp } from '../backoffice/backoffice-test-kit';
import { samplePng } from '../backoffice/sample-images';

// A malformed multipart body is the sender's mistake: a 400 with a JSON text, never a 500.

// Starting a seeded API on a busy machine can take a while.
jest.setTimeout(120_000);

let kit: BackofficeTestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  kit = await startBackofficeApp();
  admin = bearer((await signIn(kit.app, SEEDED.demoAdmin)).access_token);
});
afterAll(async () => kit?.close());

function upload(contentType: string, payload: string | Buffer) {
  return kit.app.inject({
    method: 'POST',
    url: '/v2/backoffice/images',
    headers: { ...admin, 'content-type': contentType },
    payload,
  });
}

const CRLF = '\r\n';
const png = samplePng(4, 4);

function filePart(boundary: string, field = 'image') {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}${CRLF}Content-Disposition: form-data; name="${field}"; filename="a.png"${CRLF}` +
        `Content-Type: image/png${CRLF}${CRLF}`,
    ),
    png,
    Buffer.from(CRLF),
  ]);
}

function textPart(boundary: string, field: string, value: string) {
  return Buffer.from(
    `--${boundary}${CRLF}Content-Disposition: form-data; name="${field}"${CRLF}${CRLF}${value}${CRLF}`,
  );
}

const end = (boundary: string) => Buffer.from(`--${boundary}--${CRLF}`);

describe('malformed multipart uploads', () => {
  it('refuses a multipart content type without a boundary with a 400', async () => {
    const response = await upload('multipart/form-data', filePart('xyz'));
    expect(jsonError(response, 400).message).toBe('The upload is not a valid multipart form.');
  });

  it('refuses a body cut off before its closing boundary with a 400', async () => {
    const response = await upload(
      'multipart/form-data; boundary=cut',
      filePart('cut').subarray(0, 120),
    );
    expect(jsonError(response, 400).message).toBe('The upload is not a valid multipart form.');
  });

  it('answers a body whose only part has no headers with a 400 (no image in it)', async () => {
    const response = await upload(
      'multipart/form-data; boundary=bad',
      `--bad${CRLF}garbage without headers${CRLF}--bad--${CRLF}`,
    );
    expect(jsonError(response, 400).message).toBe('Choose an image to upload.');
  });

  it('refuses more files than one with a 400', async () => {
    const body = Buffer.concat([filePart('two'), filePart('two', 'other'), end('two')]);
    const response = await upload('multipart/form-data; boundary=two', body);
    expect(jsonError(response, 400).message).toBe('Upload one image at a time.');
  });

  it('refuses too many fields or parts with a 400', async () => {
    const parts = Array.from({ length: 12 }, (_, index) => textPart('many', `f${index}`, 'x'));
    const body = Buffer.concat([...parts, filePart('many'), end('many')]);
    const response = await upload('multipart/form-data; boundary=many', body);
    expect(jsonError(response, 400).message).toBe('The upload has too many fields.');
  });

  it('refuses a field longer than allowed with a 400 naming the field', async () => {
    const body = Buffer.concat([
      textPart('long', 'type', 'x'.repeat(5000)),
      filePart('long'),
      end('long'),
    ]);
    const response = await upload('multipart/form-data; boundary=long', body);
    expect(jsonError(response, 400).errors).toEqual({
      type: ['type must be up to 40 letters, digits, "-" or "_"'],
    });
  });

  it('still accepts a well-formed upload', async () => {
    const body = Buffer.concat([filePart('good'), end('good')]);
    const response = await upload('multipart/form-data; boundary=good', body);
    expect(response.statusCode).toBe(201);
  });
});
