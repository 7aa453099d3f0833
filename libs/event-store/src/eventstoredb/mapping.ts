import {
  ANY,
  type AppendStreamState,
  type RecordedEvent as EsdbRecordedEvent,
  type EventData,
  type JSONType,
  jsonEvent,
  NO_STREAM,
  STREAM_EXISTS,
} from '@kurrent/kurrentdb-client';
import {
  type EventMetadata,
  type EventToAppend,
  type ExpectedRevision,
  type RecordedEvent,
  START,
} from '../event-store';

export function toEsdbStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return expected;
  }
}

export function toEsdbEvent(event: EventToAppend): EventData {
  return jsonEvent({
    id: event.id,
    type: event.type,
    // The client's JSONType leaves out top-level numbers and null, which JSON.stringify still handles.
    data: (event.data ?? null) as JSONType,
    metadata: event.metadata as JSONType,
  });
}

/** The one record property that carries an event's metadata through a multi-stream append. */
const METADATA_PROPERTY = 'lavadero-metadata';

/** A multi-stream append takes string properties only: the metadata goes as one JSON string. */
export function toPropertiesEvent(event: EventToAppend): EventData {
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: (event.data ?? null) as JSONType,
    metadata: { [METADATA_PROPERTY]: JSON.stringify(event.metadata ?? {}) },
  });
}

/** System events (`$statsCollected`, `$metadata`, ...) and system streams are EventStoreDB's own. */
export function isSystemEvent(event: EsdbRecordedEvent): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

export function fromEsdbEvent(event: EsdbRecordedEvent): RecordedEvent {
  const packed = isPlainObject(event.metadata) ? event.metadata[METADATA_PROPERTY] : undefined;
  const metadata = typeof packed === 'string' ? JSON.parse(packed) : event.metadata;
  return {
    id: event.id,
    streamId: event.streamId,
    type: event.type,
    data: event.data,
    metadata: isPlainObject(metadata) ? (metadata as EventMetadata) : {},
    revision: event.revision,
    // Servers since 20.x send the position on every read; START only covers a very old server.
    position: event.position ?? START,
    recordedAt: event.created,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)
  );
}
