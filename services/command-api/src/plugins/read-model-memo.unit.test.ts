import { ReadModelChanges } from '@lavadero/read-models/checkpoints/read-model-changes';
import { describe, expect, it } from 'vitest';
import { ReadModelMemo } from './read-model-memo';

/** A memo over the `services` read model and a read that counts how often the database is asked. */
function memoOverServices(live = () => true) {
  const changes = new ReadModelChanges(live);
  const memo = new ReadModelMemo<string>(['services'], changes);
  let reads = 0;
  const price = { now: 'Gs. 50.000' };
  const get = (key = 'lavado') =>
    memo.get(key, async () => {
      reads++;
      return price.now;
    });
  return { changes, get, price, reads: () => reads };
}

describe('what is kept of a read model until it changes', () => {
  it('answers from memory until a batch changes a read model it came from', async () => {
    const { changes, get, price, reads } = memoOverServices();
    expect(await get()).toBe('Gs. 50.000');
    expect(await get()).toBe('Gs. 50.000');
    expect(reads()).toBe(1);
    changes.emit(['sales', 'inventory_items']); // a sale changes none of them
    expect(await get()).toBe('Gs. 50.000');
    expect(reads()).toBe(1);
    price.now = 'Gs. 60.000';
    changes.emit(['services']);
    expect(await get()).toBe('Gs. 60.000');
    expect(reads()).toBe(2);
  });

  it('forgets everything when changes may have gone unseen, and keeps nothing while they may', async () => {
    let live = true;
    const { changes, get, reads } = memoOverServices(() => live);
    await get();
    changes.emit('unknown');
    await get();
    expect(reads()).toBe(2);
    live = false;
    await get();
    await get();
    expect(reads()).toBe(4);
  });

  it('does not keep an answer read while a change was announced', async () => {
    const changes = new ReadModelChanges();
    const memo = new ReadModelMemo<string>(['services'], changes);
    let reads = 0;
    const racing = memo.get('lavado', async () => {
      reads++;
      changes.emit(['services']); // committed while this read was on its way
      return 'Gs. 50.000';
    });
    expect(await racing).toBe('Gs. 50.000');
    await memo.get('lavado', async () => {
      reads++;
      return 'Gs. 60.000';
    });
    expect(reads).toBe(2);
  });

  it('reads every time when nothing tells it of changes', async () => {
    const memo = new ReadModelMemo<number>(['services'], undefined);
    let reads = 0;
    const read = async () => ++reads;
    expect([await memo.get('k', read), await memo.get('k', read)]).toEqual([1, 2]);
  });
});
