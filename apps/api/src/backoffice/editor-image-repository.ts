import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EditorImageContentType } from '../db/schema-backoffice';

export interface NewEditorImage {
  readonly accountId: number;
  readonly fileName: string;
  readonly contentType: EditorImageContentType;
  readonly width: number;
  readonly height: number;
  readonly purpose: string | null;
  readonly uploadedBy: number | null;
  readonly data: Buffer;
}

export async function insertEditorImage(db: Kysely<Database>, image: NewEditorImage) {
  await db
    .insertInto('editor_images')
    .values({
      account_id: image.accountId,
      file_name: image.fileName,
      content_type: image.contentType,
      width: image.width,
      height: image.height,
      byte_size: image.data.length,
      purpose: image.purpose,
      uploaded_by: image.uploadedBy,
      data: image.data,
    })
    .execute();
}

/** An uploaded image's type and bytes, by its file name. */
export function findEditorImage(db: Kysely<Database>, fileName: string) {
  return db
    .selectFrom('editor_images')
    .select(['content_type', 'data'])
    .where('file_name', '=', fileName)
    .executeTakeFirst();
}

/** Whether the club uploaded the image of this file name (a logo may be only the club's own). */
export async function clubHasEditorImage(
  db: Kysely<Database>,
  accountId: number,
  fileName: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('editor_images')
    .select('id')
    .where('file_name', '=', fileName)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}
