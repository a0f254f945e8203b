import {
  IMAGE_MAX_BYTES,
  imageResolutionMessage,
  type ImageUploadResult,
} from '@touchline/contracts';
import { bearer, jsonError, SEEDED, signIn, signInBySso } from '../identity/identity-test-kit';
import { startBackofficeApp, type BackofficeTestApp } from './backoffice-test-kit';
import {
  IMAGE_REQUIRED,
  IMAGE_TOO_LARGE,
  MULTIPART_REQUIRED,
  PURPOSE_INVALID,
} from './image-routes';
import { IMAGE_TYPE_REFUSED } from './image-rules';
import { SAMPLE_SVG, sampleGif, sampleJpeg, samplePng, sampleWebp } from './sample-images';

const PUBLIC_URL = 'https://api.club.example';

let kit: BackofficeTestApp;
let admin: Record<string, string>;
let quietAdmin: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  kit = await startBackofficeApp({ PUBLIC_URL });
  admin = bearer((await signIn(kit.app, SEEDED.demoAdmin)).access_token);
  quietAdmin = bearer((await signInBySso(kit, SEEDED.quietAdmin)).access_token);
  member = bearer((await signIn(kit.app, SEEDED.demoMember)).access_token);
});
afterAll(async () => kit?.close());

interface Part {
  readonly field: string;
  readonly bytes?: Buffer;
  readonly fileName?: string;
  readonly contentType?: string;
  readonly value?: string;
}

/** A multipart body as a browser's FormData sends it. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if (part.bytes) {
      form.append(
        part.field,
        new Blob([new Uint8Array(part.bytes)], {
          type: part.contentType ?? 'application/octet-stream',
        }),
        part.fileName ?? 'upload',
      );
    } else {
      form.append(part.field, part.value ?? '');
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function upload(parts: Part[], headers = admin) {
  const { payload, contentType } = await multipart(parts);
  return kit.app.inject({
    method: 'POST',
    url: '/v2/backoffice/images',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

const image = (bytes: Buffer, extra: Partial<Part> = {}): Part => ({
  field: 'image',
  bytes,
  fileName: 'picture.png',
  contentType: 'image/png',
  ...extra,
});

describe('POST /v2/backoffice/images', () => {
  it('stores an image and answers its absolute file_path, served back as it was sent', async () => {
    const png = samplePng(640, 480);
    const response = await upload([image(png), { field: 'type', value: 'news' }]);
    expect(response.statusCode).toBe(201);
    const result = response.json<ImageUploadResult>();
    expect(result.width).toBe(640);
    expect(result.height).toBe(480);
    expect(result.file_path).toMatch(/^https:\/\/api\.club\.example\/v2\/images\/[\w-]{24}\.png$/);

    const path = new URL(result.file_path).pathname;
    const served = await kit.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const again = await kit.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': String(served.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);

    const row = await kit.database.db
      .selectFrom('editor_images as i')
      .innerJoin('clubs as c', 'c.account_id', 'i.account_id')
      .select(['c.slug', 'i.purpose', 'i.byte_size', 'i.content_type'])
      .where('i.file_name', '=', path.split('/').pop()!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      slug: 'demo',
      purpose: 'news',
      byte_size: png.length,
      content_type: 'image/png',
    });
  });

  it('takes each accepted type by its bytes, under any field name, whatever it is called', async () => {
    const cases = [
      [sampleJpeg(1920, 1080), 'jpg', 'image/jpeg'],
      [sampleGif(10, 10), 'gif', 'image/gif'],
      [sampleWebp(300, 200), 'webp', 'image/webp'],
    ] as const;
    for (const [bytes, extension, contentType] of cases) {
      const response = await upload(
        [image(bytes, { field: 'file', fileName: 'x.bin', contentType: 'text/plain' })],
        quietAdmin,
      );
      expect(response.statusCode).toBe(201);
      const path = new URL(response.json<ImageUploadResult>().file_path).pathname;
      expect(path.endsWith(`.${extension}`)).toBe(true);
      const served = await kit.app.inject({ method: 'GET', url: path });
      expect(served.headers['content-type']).toBe(contentType);
    }
  });

  it('refuses an SVG (or anything else) sent as a PNG', async () => {
    const response = await upload([image(SAMPLE_SVG)]);
    expect(jsonError(response, 422)).toEqual({
      message: IMAGE_TYPE_REFUSED,
      code: 'image_refused',
      errors: { image: [IMAGE_TYPE_REFUSED] },
    });
  });

  it('refuses an image over 1920x1080 with the spec text', async () => {
    const response = await upload([image(samplePng(1921, 1080))]);
    expect(jsonError(response, 422).message).toBe(
      'The image exceeds the maximum allowed resolution of 1920x1080. Please upload a smaller image.',
    );
    expect(imageResolutionMessage()).toBe(response.json<{ message: string }>().message);
  });

  it(`refuses a file over ${IMAGE_MAX_BYTES / 1024 / 1024} MB with 413`, async () => {
    const huge = Buffer.concat([samplePng(100, 100), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const response = await upload([image(huge)]);
    expect(jsonError(response, 413).message).toBe(IMAGE_TOO_LARGE);
  });

  it('asks for a file, a multipart form and a plain type', async () => {
    const none = await upload([{ field: 'type', value: 'news' }]);
    expect(jsonError(none, 400).message).toBe(IMAGE_REQUIRED);
    const json = await kit.app.inject({
      method: 'POST',
      url: '/v2/backoffice/images',
      headers: admin,
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(jsonError(json, 415).message).toBe(MULTIPART_REQUIRED);
    const badType = await upload([image(samplePng(2, 2)), { field: 'type', value: '../etc' }]);
    expect(jsonError(badType, 400).message).toBe(PURPOSE_INVALID);
  });

  it('is for back-office users only', async () => {
    expect(jsonError(await upload([image(samplePng(2, 2))], {}), 401).message).toBe(
      'Unauthenticated.',
    );
    jsonError(await upload([image(samplePng(2, 2))], member), 403);
  });
});

describe('GET /v2/images/{file}', () => {
  it('answers 404 JSON for an unknown image and 400 for a name that cannot be one', async () => {
    const unknown = await kit.app.inject({
      method: 'GET',
      url: '/v2/images/AAAAAAAAAAAAAAAAAAAAAAAA.png',
    });
    expect(jsonError(unknown, 404).message).toBe('Image not found');
    jsonError(
      await kit.app.inject({ method: 'GET', url: '/v2/images/..%2f..%2fetc%2fpasswd' }),
      400,
    );
    jsonError(await kit.app.inject({ method: 'GET', url: '/v2/images/picture.svg' }), 400);
  });
});
