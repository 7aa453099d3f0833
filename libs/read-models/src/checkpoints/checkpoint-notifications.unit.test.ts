import { describe, expect, it } from 'vitest';
import { decodeCheckpointNotice, encodeCheckpointNotice } from './checkpoint-notifications';

const position = { commit: 812n, prepare: 3n };

describe('checkpoint notices', () => {
  it('carry where the read models are and which of them changed', () => {
    const notice = { position, names: ['users', 'sessions', 'customers'], changed: ['customers'] };
    expect(decodeCheckpointNotice(encodeCheckpointNotice(notice))).toEqual(notice);
  });

  it('say that nothing changed when a batch applied nothing', () => {
    const notice = { position, names: ['users', 'sessions'], changed: [] };
    expect(decodeCheckpointNotice(encodeCheckpointNotice(notice))).toEqual(notice);
  });

  it('treat every named read model as changed in a notice of a runner that does not say', () => {
    const [text] = encodeCheckpointNotice({ position, names: [], changed: [] }).split('|');
    expect(decodeCheckpointNotice(`${text}|users,sessions`)?.changed).toEqual(['users', 'sessions']);
  });

  it('refuse what they cannot read', () => {
    expect(decodeCheckpointNotice('garbage')).toBeNull();
    expect(decodeCheckpointNotice('x:y|users|')).toBeNull();
  });
});
