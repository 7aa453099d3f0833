const UUID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * Writes whose events are stored but whose read models did not include them within the bound (the
 * projections are down or far behind). Not a failure: the request answers 202 with the record's id
 * and where to read it, never 404/500, so a retry does not hit a 409 for a write that succeeded.
 */
export class StoredNotYetReadable {
  constructor(readonly streamIds: readonly string[]) {}

  /**
   * The record's id: the uuid that ends the first entity stream appended to. Deciders emit the
   * record's own event first (the sale before the stock it moves, the order after its number's
   * series, which ends in no uuid); claim streams end in the claimed value.
   */
  get recordId(): string | null {
    for (const streamId of this.streamIds) {
      const match = UUID_AT_END.exec(streamId);
      if (match?.[1]) return match[1];
    }
    return null;
  }

  /**
   * The 202 body: `location` is the record under the collection a POST created it in (`createdUnder`
   * when the route's URL is an action, e.g. /api/sales/create-from-order), else the URL itself.
   */
  body(method: string, url: string, createdUnder?: string) {
    const path = url.split('?')[0] ?? url;
    const id = this.recordId;
    const collection = (createdUnder ?? path).replace(/\/$/, '');
    const location = method === 'POST' && id ? `${collection}/${id}` : path;
    const message = 'Guardado. Los datos se mostrarán en pantalla en unos segundos.';
    return { code: 'STORED_PENDING_READ_MODEL', message, details: message, id, location };
  }
}
