import { createHash, randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { ZipReadable, ZipReaderGone } from './zip-readable';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Text that deflate cannot shrink much, so each write makes bytes beyond the Readable's buffer. */
const incompressible = () => randomBytes(48 * 1024).toString('base64');

async function bytesOf(readable: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of readable) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

describe('ZipReadable', () => {
  it('reads back as a zip of the files written, with the digest and size of each', async () => {
    const zip = new ZipReadable();
    const reading = bytesOf(zip.readable);
    const first = zip.file('uno.jsonl');
    await first.write('{"a":1}\n');
    await first.write('{"b":"ñandutí"}\n');
    await first.end();
    const second = zip.file('dir/dos.xml');
    await second.write('<x/>');
    await second.end();
    zip.end();

    const files = unzipSync(await reading);
    expect(strFromU8(files['uno.jsonl']!)).toBe('{"a":1}\n{"b":"ñandutí"}\n');
    expect(strFromU8(files['dir/dos.xml']!)).toBe('<x/>');
    const uno = '{"a":1}\n{"b":"ñandutí"}\n';
    expect(zip.files).toEqual({
      'uno.jsonl': { sha256: sha256(uno), bytes: Buffer.byteLength(uno) },
      'dir/dos.xml': { sha256: sha256('<x/>'), bytes: 4 },
    });
  });

  it('holds a write until the reader asks for more, so the zip never runs ahead of it', async () => {
    const zip = new ZipReadable();
    const file = zip.file('grande.txt');
    let written = 0;
    const writing = (async () => {
      for (;;) {
        await file.write(incompressible());
        written++;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const heldAt = written;
    expect(heldAt).toBeLessThan(3);
    expect(zip.readable.readableLength).toBeLessThan(4 * 64 * 1024);

    zip.readable.read(); // the reader takes what is buffered: the writer may go on
    await vi.waitFor(() => expect(written).toBeGreaterThan(heldAt));

    zip.readable.destroy();
    await expect(writing).rejects.toBeInstanceOf(ZipReaderGone);
  });

  it('a failure ends the stream with the error, so the download is cut short', async () => {
    const zip = new ZipReadable();
    const reading = text(zip.readable);
    await zip.file('a.txt').write('algo');
    zip.fail(new Error('se cayó la base'));
    await expect(reading).rejects.toThrow('se cayó la base');
  });
});
