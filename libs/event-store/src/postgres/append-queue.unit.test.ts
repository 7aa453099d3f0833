import { describe, expect, it } from 'vitest';
import type { StreamAppend } from '../event-store';
import { AppendRefusedInGroupError, type GroupedAppendOutcome } from './append-group';
import { AppendQueue, MAX_GROUP } from './append-queue';

const append = (streamId: string): StreamAppend[] => [
  { streamId, events: [{ id: streamId, type: 'Pinged', data: {}, metadata: {} }], expectedRevision: 'any' },
];

/** A writer that records each group and stores every append but those on a stream named 'refused'. */
function recordingWriter() {
  const groups: string[][] = [];
  const write = async (group: readonly (readonly StreamAppend[])[]): Promise<GroupedAppendOutcome[]> => {
    groups.push(group.map((g) => g[0]!.streamId));
    await new Promise((resolve) => setTimeout(resolve, 5));
    return group.map((g, i) =>
      g[0]!.streamId === 'refused'
        ? { ok: false, error: new AppendRefusedInGroupError('refused', 'LV409', '0', 'refused', undefined) }
        : {
            ok: true,
            result: {
              streams: [{ nextExpectedRevision: BigInt(i), position: { commit: 1n, prepare: BigInt(i) } }],
              position: { commit: 1n, prepare: BigInt(i) },
            },
          },
    );
  };
  return { groups, write };
}

describe('AppendQueue', () => {
  it('writes the appends made while a group is in flight together, at most MAX_GROUP at a time', async () => {
    const { groups, write } = recordingWriter();
    const queue = new AppendQueue(write);
    const first = queue.append(append('first'));
    await new Promise((resolve) => setImmediate(resolve)); // the first group is on its way
    const rest = Array.from({ length: MAX_GROUP + 3 }, (_, i) => queue.append(append(`s-${i}`)));
    await Promise.all([first, ...rest]);
    expect(groups.map((g) => g.length)).toEqual([1, MAX_GROUP, 3]);
    expect(groups.flat()).toEqual(['first', ...rest.map((_, i) => `s-${i}`)]);
  });

  it('answers each append from its own outcome, and every one of a group whose write fails', async () => {
    const { write } = recordingWriter();
    const queue = new AppendQueue(write);
    const [stored, refused] = await Promise.allSettled([
      queue.append(append('a')),
      queue.append(append('refused')),
    ]);
    expect(stored).toMatchObject({ status: 'fulfilled', value: { position: { prepare: 0n } } });
    expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'LV409', hint: 'refused' } });

    const broken = new AppendQueue(async () => {
      throw new Error('Connection terminated');
    });
    const outcomes = await Promise.allSettled([broken.append(append('a')), broken.append(append('b'))]);
    expect(outcomes.map((o) => o.status === 'rejected' && (o.reason as Error).message)).toEqual([
      'Connection terminated',
      'Connection terminated',
    ]);
  });
});
