import { describe, expect, it } from 'vitest';
import { RepeatedStatements } from './repeated-statements';

describe('RepeatedStatements', () => {
  it('names a text the second time it is seen, and always the same', () => {
    const statements = new RepeatedStatements();
    expect(statements.nameFor('SELECT $1')).toBeUndefined();
    const name = statements.nameFor('SELECT $1');
    expect(name).toMatch(/^lavadero_\d+$/);
    expect(statements.nameFor('SELECT $1')).toBe(name);
    statements.nameFor('SELECT $2');
    expect(statements.nameFor('SELECT $2')).not.toBe(name);
  });

  it('stays within its bounds: past them, statements go unnamed', () => {
    const statements = new RepeatedStatements({ named: 2, followed: 3 });
    for (const text of ['a', 'b', 'c', 'd']) statements.nameFor(text); // 'd' is past what it follows
    expect(statements.nameFor('a')).toBeDefined();
    expect(statements.nameFor('b')).toBeDefined();
    expect(statements.nameFor('c')).toBeUndefined(); // two named already
    expect(statements.nameFor('d')).toBeUndefined();
    expect(statements.nameFor('a')).toBeDefined(); // those named keep their names
  });
});
