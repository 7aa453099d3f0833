import { LOGO_MAX_BYTES, logoMessages } from '@lavadero/contracts/company-config';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png'];

/**
 * Why a chosen logo file is refused before it is read, or null. Only a first filter for a quick answer:
 * the server checks the bytes themselves, not the name or the type the browser reports.
 */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return logoMessages.notAnImage;
  if (file.size > LOGO_MAX_BYTES) return logoMessages.tooLarge;
  return null;
}
