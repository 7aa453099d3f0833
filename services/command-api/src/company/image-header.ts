import { crc32 } from 'node:zlib';

/** Wider or taller than any logo printed on an invoice; beyond it, a decompression bomb. */
export const MAX_IMAGE_SIDE = 8_000;

export interface ImageHeader {
  readonly width: number;
  readonly height: number;
}

/**
 * A PNG's header as its decoder would read it: the IHDR chunk first, with a valid CRC, a real bit
 * depth and colour type, sides of 1 to MAX_IMAGE_SIDE pixels, and an IEND chunk at the end. Null for
 * anything else (a file that only starts like a PNG).
 */
export function readPngHeader(bytes: Buffer): ImageHeader | null {
  if (bytes.length < 8 + 25 + 12) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (crc32(bytes.subarray(12, 29)) !== bytes.readUInt32BE(29)) return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const bitDepth = bytes[24] as number;
  const colourType = bytes[25] as number;
  if (!(PNG_BIT_DEPTHS[colourType] ?? []).includes(bitDepth)) return null;
  if (bytes.toString('latin1', bytes.length - 8, bytes.length - 4) !== 'IEND') return null;
  return withinLimits({ width, height });
}

const PNG_BIT_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/**
 * A JPEG's size from its frame header (SOF0–SOF15 but DHT, JPG and DAC), reached by walking the
 * segments from the start; null when the walk breaks, no frame header comes, or the file does not
 * end with EOI.
 */
export function readJpegHeader(bytes: Buffer): ImageHeader | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      if (length < 7) return null;
      return withinLimits({ height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) });
    }
    if (marker === 0xda) return null; // image data before any frame header
    at += 2 + length;
  }
  return null;
}

function withinLimits(header: ImageHeader): ImageHeader | null {
  const ok = (side: number) => side >= 1 && side <= MAX_IMAGE_SIDE;
  return ok(header.width) && ok(header.height) ? header : null;
}
