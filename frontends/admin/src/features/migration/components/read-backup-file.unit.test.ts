import { describe, expect, it } from 'vitest';
import { NO_FILE, NOT_JSON, readBackupFile, UNREADABLE } from './read-backup-file';

const file = (text: string, name = 'respaldo.json', type = 'application/json') =>
  new File([text], name, { type });

describe('reading the chosen backup file', () => {
  it('asks for a file when none is chosen', async () => {
    expect(await readBackupFile(null)).toEqual({ ok: false, message: NO_FILE });
  });

  it('accepts only JSON files, by type or by name', async () => {
    expect(await readBackupFile(file('{}', 'datos.csv', 'text/csv'))).toEqual({
      ok: false,
      message: NOT_JSON,
    });
    expect(await readBackupFile(file('{"a":1}', 'respaldo.JSON', ''))).toEqual({ ok: true, data: { a: 1 } });
  });

  it('tells a file that is not valid JSON apart', async () => {
    expect(await readBackupFile(file('{no es json'))).toEqual({ ok: false, message: UNREADABLE });
  });
});
