import { createHash } from 'node:crypto';
import { LOGO_MAX_BYTES, logoMessages } from '@lavadero/contracts/company-config';
import type { LogoContentType } from '@lavadero/domain/company/logo';
import { ValidationError } from '@lavadero/domain/shared/errors';
import { type ImageHeader, readJpegHeader, readPngHeader } from './image-header';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * JPG or PNG by the file's own bytes (the name and the declared type prove nothing): its first bytes,
 * and a header that decodes to a plausible size. Something that only starts like an image is not one.
 */
export function sniffImage(
  bytes: Buffer,
): { contentType: LogoContentType; extension: 'png' | 'jpg'; size: ImageHeader } | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    const size = readPngHeader(bytes);
    return size && { contentType: 'image/png', extension: 'png', size };
  }
  if (bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) {
    const size = readJpegHeader(bytes);
    return size && { contentType: 'image/jpeg', extension: 'jpg', size };
  }
  return null;
}

/** Decodes a data URL into a checked logo: an image of at most 5 MB, named by its SHA-256. */
export function readLogo(dataUrl: string) {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw new ValidationError('LOGO_TOO_LARGE', logoMessages.tooLarge);
  const kind = sniffImage(bytes);
  if (!kind) throw new ValidationError('LOGO_NOT_AN_IMAGE', logoMessages.notAnImage);
  return { ...kind, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
