import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readJpegHeader, readPngHeader } from './image-header';

/** The smallest valid PNG: a 1×1 transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The PNG with other sides in its IHDR, its CRC made right again. */
function pngOfSize(width: number, height: number): Buffer {
  const png = Buffer.from(PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** SOI, a baseline frame header of 16×32, EOI: what the walk reads. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x20, 0x03,
  0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
]);

describe('readPngHeader', () => {
  it('reads the sides of a real PNG', () => {
    expect(readPngHeader(PNG)).toEqual({ width: 1, height: 1 });
    expect(readPngHeader(pngOfSize(640, 480))).toEqual({ width: 640, height: 480 });
  });

  it('refuses what only starts like a PNG', () => {
    const signatureOnly = Buffer.concat([
      PNG.subarray(0, 8),
      Buffer.from('<svg onload="alert(1)"/>'.repeat(3)),
    ]);
    expect(readPngHeader(signatureOnly)).toBeNull();
    const badCrc = Buffer.from(PNG);
    badCrc[17] = 9; // width changed, CRC not
    expect(readPngHeader(badCrc)).toBeNull();
    expect(readPngHeader(PNG.subarray(0, PNG.length - 12))).toBeNull(); // no IEND
    const badDepth = Buffer.from(PNG);
    badDepth[24] = 3;
    badDepth.writeUInt32BE(crc32(badDepth.subarray(12, 29)), 29);
    expect(readPngHeader(badDepth)).toBeNull();
  });

  it('refuses a side of nothing or of a decompression bomb', () => {
    expect(readPngHeader(pngOfSize(0, 10))).toBeNull();
    expect(readPngHeader(pngOfSize(100_000, 100_000))).toBeNull();
  });
});

describe('readJpegHeader', () => {
  it('reads the sides from the frame header', () => {
    expect(readJpegHeader(JPEG)).toEqual({ width: 32, height: 16 });
  });

  it('refuses a JPEG start with nothing decodable behind it', () => {
    expect(readJpegHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x41, 0x42, 0xff, 0xd9]))).toBeNull();
    expect(readJpegHeader(JPEG.subarray(0, JPEG.length - 2))).toBeNull(); // no EOI
    const noFrame = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]);
    expect(readJpegHeader(noFrame)).toBeNull();
  });
});
