import type { BackofficeSponsor, SponsorBody, SponsorLogo } from '@touchline/contracts';
import { sponsorErrors } from '@touchline/validators';
import { toPublicUrl } from '../../clubs/club-routes';
import { fail, type FieldErrors } from '../../errors/domain-error';
import { UPLOADED_IMAGE } from '../image-rules';
import type { SponsorFields, SponsorRow } from './club-sponsor-repository';

export const LOGO_UPLOAD_AGAIN = 'Upload the logo again: only an image uploaded here can be used.';

/** A sponsor as the back office lists it, its logo at an absolute address as the site shows it. */
export function toBackofficeSponsor(row: SponsorRow, publicUrl: string): BackofficeSponsor {
  return {
    id: row.id,
    name: row.name,
    link: row.link,
    image:
      row.image_filepath && row.image_filename
        ? {
            filepath: toPublicUrl(row.image_filepath, publicUrl) ?? row.image_filepath,
            filename: row.image_filename,
          }
        : null,
    featured: row.featured,
    position: row.position,
  };
}

/**
 * The file name of an image uploaded through the back office's image upload, from the address
 * the upload answered (or its path); null for any other address.
 */
export function uploadedImageFile(filepath: string, publicUrl: string): string | null {
  const path = filepath.startsWith(`${publicUrl}/`) ? filepath.slice(publicUrl.length) : filepath;
  return UPLOADED_IMAGE.exec(path)?.[1] ?? null;
}

export interface LogoContext {
  readonly publicUrl: string;
  /** Whether the club uploaded the image of this file name. */
  readonly isClubImage: (fileName: string) => Promise<boolean>;
}

interface StoredLogo {
  readonly imageFilepath: string | null;
  readonly imageFilename: string | null;
}

const fileNameOf = (given: string, fallback: string) => given.trim() || fallback;

/**
 * The logo to store: the sponsor's own kept (sent back as the list answered it), an image the
 * club uploaded, or none. Anything else is a field error.
 */
async function storedLogo(
  image: SponsorLogo | null | undefined,
  current: SponsorRow | undefined,
  context: LogoContext,
): Promise<StoredLogo | string> {
  if (image === undefined) {
    return {
      imageFilepath: current?.image_filepath ?? null,
      imageFilename: current?.image_filename ?? null,
    };
  }
  if (image === null) return { imageFilepath: null, imageFilename: null };
  if (current?.image_filepath) {
    const own = toPublicUrl(current.image_filepath, context.publicUrl);
    if (image.filepath === own || image.filepath === current.image_filepath) {
      return {
        imageFilepath: current.image_filepath,
        imageFilename: fileNameOf(image.filename, current.image_filename ?? ''),
      };
    }
  }
  const file = uploadedImageFile(image.filepath, context.publicUrl);
  if (!file || !(await context.isClubImage(file))) return LOGO_UPLOAD_AGAIN;
  return { imageFilepath: `/v2/images/${file}`, imageFilename: fileNameOf(image.filename, file) };
}

/**
 * The sponsor's fields to save, trimmed: on an edit (`current`), what the body leaves out is
 * kept. Broken rules are a 422 with a message per field (`body.name`, `body.link`,
 * `body.image`); the message is the field's when one field is wrong.
 */
export async function checkedSponsor(
  body: SponsorBody,
  current: SponsorRow | undefined,
  context: LogoContext,
): Promise<SponsorFields> {
  const link = body.link === undefined ? (current?.link ?? null) : body.link?.trim() || null;
  const found = sponsorErrors({ name: body.name, link });
  const problems: FieldErrors = {};
  if (found.name) problems['body.name'] = [found.name];
  if (found.link) problems['body.link'] = [found.link];
  const logo = await storedLogo(body.image, current, context);
  if (typeof logo === 'string') problems['body.image'] = [logo];
  const fields = Object.values(problems);
  if (fields.length > 0 || typeof logo === 'string') {
    const only = fields.length === 1 ? fields[0]![0] : undefined;
    throw fail('sponsor_invalid', { errors: problems, ...(only ? { message: only } : {}) });
  }
  return {
    name: body.name.trim(),
    link,
    ...logo,
    featured: body.featured ?? current?.featured ?? false,
  };
}
