import { type GlobalPosition, positionFromString, positionToString } from '@lavadero/event-store/event-store';

/** The channel the projection runner notifies on when a batch commits (distributed mode). */
export const CHECKPOINTS_CHANNEL = 'lavadero_read_model_checkpoints';

/** `commit:prepare|name,name`: where the named read models are now (well under NOTIFY's 8000 bytes). */
export function encodeCheckpointNotice(position: GlobalPosition, names: readonly string[]): string {
  return `${positionToString(position)}|${names.join(',')}`;
}

export function decodeCheckpointNotice(
  payload: string,
): { position: GlobalPosition; names: string[] } | null {
  const [position, names] = payload.split('|');
  if (!position || names === undefined) return null;
  try {
    return { position: positionFromString(position), names: names.split(',').filter(Boolean) };
  } catch {
    return null;
  }
}
