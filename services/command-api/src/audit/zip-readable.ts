import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

/** The reader went away (the download was cancelled): the writer stops instead of reading on. */
export class ZipReaderGone extends Error {
  constructor() {
    super('the zip reader went away');
    this.name = 'ZipReaderGone';
  }
}

export interface ZipFileWriter {
  /** Adds text to the file; resolves once the reader has taken what the zip has made so far. */
  write(text: string): Promise<void>;
  /** Ends the file (its digest is then in `ZipReadable.files`). */
  end(): Promise<void>;
}

/**
 * A zip written file after file (fflate's streaming Zip and ZipDeflate) and read as a Node
 * Readable. Every write waits until the reader has asked for more, so the zip never runs ahead of
 * the socket: what is held at once is one write's text, the compressor's window and the Readable's
 * buffer, however large the zip grows. Each file's SHA-256 and size are computed as it is written.
 */
export class ZipReadable {
  readonly readable: Readable;
  /** The SHA-256 and size of each file ended so far, by name. */
  readonly files: Record<string, { sha256: string; bytes: number }> = {};
  readonly #zip: Zip;
  readonly #encoder = new TextEncoder();
  #wanted = true;
  #wake: (() => void) | null = null;

  constructor() {
    this.readable = new Readable({
      read: () => {
        this.#wanted = true;
        this.#resume();
      },
      destroy: (error, callback) => {
        this.#resume();
        callback(error);
      },
    });
    this.#zip = new Zip((error, chunk, final) => {
      if (error) {
        this.readable.destroy(error);
        return;
      }
      if (!this.readable.push(chunk)) this.#wanted = false;
      if (final) this.readable.push(null);
    });
  }

  /** Starts the next file; the one before must have ended (fflate would hold this one's bytes). */
  file(name: string): ZipFileWriter {
    const entry = new ZipDeflate(name, { level: 6 });
    this.#zip.add(entry);
    const hash = createHash('sha256');
    let bytes = 0;
    return {
      write: async (text) => {
        const data = this.#encoder.encode(text);
        hash.update(data);
        bytes += data.length;
        entry.push(data, false);
        await this.#readerReady();
      },
      end: async () => {
        entry.push(new Uint8Array(0), true);
        this.files[name] = { sha256: hash.digest('hex'), bytes };
        await this.#readerReady();
      },
    };
  }

  /** Writes the central directory; the Readable ends once it is read. */
  end(): void {
    this.#zip.end();
  }

  /** Ends the Readable with `error` (a download then stops short and fails verification). */
  fail(error: Error): void {
    this.readable.destroy(error);
  }

  async #readerReady(): Promise<void> {
    while (!this.#wanted && !this.readable.destroyed) {
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
      });
    }
    if (this.readable.destroyed) throw new ZipReaderGone();
  }

  #resume(): void {
    const wake = this.#wake;
    this.#wake = null;
    wake?.();
  }
}
