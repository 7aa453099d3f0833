import { type GlobalPosition, positionFromString, positionToString } from '@lavadero/event-store/event-store';

/** The channel the projection runner notifies on when a batch commits (distributed mode). */
export const CHECKPOINTS_CHANNEL = 'lavadero_read_model_checkpoints';

export interface CheckpointNotice {
  readonly position: GlobalPosition;
  /** The read models whose checkpoints moved to `position`. */
  readonly names: readonly string[];
  /** Those of them whose rows the batch changed (it applied events to them). */
  readonly changed: readonly string[];
}

/**
 * `commit:prepare|name,name|changed,changed`: where the named read models are now and which of them
 * changed (well under NOTIFY's 8000 bytes).
 */
export function encodeCheckpointNotice(notice: CheckpointNotice): string {
  return `${positionToString(notice.position)}|${notice.names.join(',')}|${notice.changed.join(',')}`;
}

export function decodeCheckpointNotice(payload: string): CheckpointNotice | null {
  const [position, names, changed] = payload.split('|');
  if (!position || names === undefined) return null;
  const list = (text: string) => text.split(',').filter(Boolean);
  try {
    // A notice without the changed part (a runner of an earlier version) may have changed all of them.
    return { position: positionFromString(position), names: list(names), changed: list(changed ?? names) };
  } catch {
    return null;
  }
}
