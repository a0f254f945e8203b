import { ERRORS } from '../errors/catalogue';
import { fail, failOnField } from '../errors/domain-error';
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  BackofficeQuery,
  ErrorBody,
  IMAGE_MAX_BYTES,
  ImageParams,
  ImageUploadResult,
} from '@touchline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiInstance } from '../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RateLimiter } from '../http/rate-limit';
import { managedClubOf, requireBackofficeTool } from './club-admin-access';
import { findEditorImage, insertEditorImage } from './editor-image-repository';
import { checkEditorImage } from './image-rules';

export const IMAGE_REQUIRED = ERRORS.image_required.message;
export const IMAGE_TOO_LARGE = ERRORS.image_too_large.message;
export const MULTIPART_REQUIRED = ERRORS.multipart_required.message;
export const PURPOSE_INVALID = ERRORS.purpose_invalid.message;
export const MULTIPART_INVALID = ERRORS.multipart_invalid.message;
export const UPLOAD_ONE_FILE = 'Upload one image at a time.';
export const UPLOAD_TOO_MANY_FIELDS = 'The upload has too many fields.';

/** Uploads one user may make in the window. */
export const UPLOAD_LIMIT = { max: 120, windowSeconds: 3600 } as const;

const PURPOSE = /^[A-Za-z0-9_-]{1,40}$/;

interface Upload {
  readonly bytes: Buffer | null;
  readonly purpose: string | null;
}

/**
 * The rich-text editor's image upload: a multipart form with
 * one image file (field "image" by default; the first file part is taken whatever its field
 * name) and an optional `type`. Images are checked by their bytes, stored in the database and
 * served back at `GET /v2/images/{file}` for any club site to embed.
 */
export async function imageRoutes(
  app: ApiInstance,
  options: { db: Kysely<Database>; publicUrl: string; limiter: RateLimiter },
): Promise<void> {
  const { db, publicUrl, limiter } = options;
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
  });

  app.post(
    '/v2/backoffice/images',
    {
      preHandler: [
        requireBackofficeTool('images'),
        limiter.limit({
          name: 'backoffice-image-upload',
          max: UPLOAD_LIMIT.max,
          windowSeconds: UPLOAD_LIMIT.windowSeconds,
          key: (request) => (request.auth?.userId ? String(request.auth.userId) : null),
        }),
      ],
      schema: {
        tags: ['back-office'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        querystring: BackofficeQuery,
        response: {
          201: ImageUploadResult,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw fail('multipart_required');
      const upload = await readUpload(app, request);
      if (!upload.bytes) {
        throw failOnField('image_required', 'image');
      }
      const check = checkEditorImage(upload.bytes);
      const fileName = `${randomBytes(18).toString('base64url')}.${check.format.extension}`;
      await insertEditorImage(db, {
        accountId: managedClubOf(request).accountId,
        fileName,
        contentType: check.format.contentType,
        width: check.width,
        height: check.height,
        purpose: upload.purpose,
        uploadedBy: request.auth?.userId ?? null,
        data: upload.bytes,
      });
      return reply.code(201).send({
        file_path: `${publicUrl}/v2/images/${fileName}`,
        width: check.width,
        height: check.height,
      });
    },
  );

  app.get(
    '/v2/images/:file',
    {
      schema: {
        tags: ['back-office'],
        params: ImageParams,
        produces: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
        response: { 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const image = await findEditorImage(db, request.params.file);
      if (!image) throw fail('image_not_found');
      const etag = `"${request.params.file}"`;
      // A file name is never reused: the answer can be cached for good, and club sites on other
      // origins embed it.
      reply
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .type(image.content_type);
      // A 304 or the image's bytes: answers the response schemas do not type.
      const answer: FastifyReply = reply;
      if (request.headers['if-none-match'] === etag) return answer.code(304).send();
      return answer.send(Buffer.from(image.data));
    },
  );
}

/** The first file's bytes and the `type` field; a file too large or a bad type is refused. */
async function readUpload(app: ApiInstance, request: FastifyRequest): Promise<Upload> {
  let bytes: Buffer | null = null;
  let purpose: string | null = null;
  let purposeValid = true;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (bytes === null) bytes = await part.toBuffer();
        else part.file.resume();
      } else if (part.fieldname === 'type') {
        const value = typeof part.value === 'string' ? part.value.trim() : '';
        purposeValid = !value || PURPOSE.test(value);
        purpose = value || null;
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw failOnField('image_too_large', 'image');
    }
    if (error instanceof app.multipartErrors.FilesLimitError) {
      throw fail('multipart_invalid', { message: UPLOAD_ONE_FILE });
    }
    if (
      error instanceof app.multipartErrors.FieldsLimitError ||
      error instanceof app.multipartErrors.PartsLimitError
    ) {
      throw fail('multipart_invalid', { message: UPLOAD_TOO_MANY_FIELDS });
    }
    // Anything else the multipart reader throws is a body it cannot read (no boundary, cut
    // off, parts without headers): the sender's mistake, never a server error.
    throw fail('multipart_invalid');
  }
  if (!purposeValid) {
    throw failOnField('purpose_invalid', 'type');
  }
  return { bytes, purpose };
}
