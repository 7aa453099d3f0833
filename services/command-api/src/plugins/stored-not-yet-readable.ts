const UUID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * A write whose events are stored but whose read models did not include them within the bound
 * (the projections are down or far behind). Not a failure: the request answers 202 with the record's
 * id and where to read it, never 404/500, so a retry does not hit a 409 for a write that succeeded.
 */
export class StoredNotYetReadable extends Error {
  readonly statusCode = 202;

  constructor(readonly streamIds: readonly string[]) {
    super(`Stored, not yet in the read models: ${streamIds.join(', ')}`);
    this.name = 'StoredNotYetReadable';
  }

  /** The record's id: the uuid that ends the last entity stream appended to (claims end otherwise). */
  get recordId(): string | null {
    for (const streamId of [...this.streamIds].reverse()) {
      const match = UUID_AT_END.exec(streamId);
      if (match?.[1]) return match[1];
    }
    return null;
  }

  /** The 202 body: `location` is the record under the collection a POST created it in, else the URL itself. */
  body(method: string, url: string) {
    const path = url.split('?')[0] ?? url;
    const id = this.recordId;
    const location = method === 'POST' && id ? `${path.replace(/\/$/, '')}/${id}` : path;
    const message = 'Guardado. Los datos se mostrarán en pantalla en unos segundos.';
    return { code: 'STORED_PENDING_READ_MODEL', message, details: message, id, location };
  }
}
