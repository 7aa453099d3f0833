import {
  type ElectronicDocumentState,
  initialElectronicDocumentState,
} from '@lavadero/domain/electronic-documents/electronic-document';
import { describe, expect, it } from 'vitest';
import { nextStep } from './next-step';

const NOW = '2026-11-25T12:00:00.000Z';
const minutesAgo = (m: number) => new Date(Date.parse(NOW) - m * 60_000).toISOString();
const timing = { now: NOW, inFlightMs: 60_000 };
const sale = { voided: false, codigoSeguridad: '123456789' };
const voided = { ...sale, voided: true };
const state = (changes: Partial<ElectronicDocumentState>): ElectronicDocumentState => ({
  ...initialElectronicDocumentState(),
  cdc: '0'.repeat(44),
  ...changes,
});

describe('the next step for a sale’s DE', () => {
  it('signs, then sends, a new document; a voided one is withdrawn instead', () => {
    expect(nextStep(sale, initialElectronicDocumentState(), timing)).toEqual({
      kind: 'sign',
      codigoSeguridad: '123456789',
    });
    expect(nextStep(sale, state({ status: 'signed' }), timing)).toEqual({
      kind: 'send',
      consultedAbsent: false,
    });
    expect(nextStep(voided, state({ status: 'signed' }), timing)).toEqual({ kind: 'withdraw' });
    expect(nextStep(voided, initialElectronicDocumentState(), timing)).toEqual({ kind: 'withdraw' });
  });

  it('waits for a failure’s retry time, then asks SIFEN before sending again', () => {
    const failed = { status: 'signed' as const, maybeReceived: true, failures: 1 };
    expect(nextStep(sale, state({ ...failed, retryAt: minutesAgo(-1) }), timing)).toEqual({
      kind: 'wait',
      until: minutesAgo(-1),
    });
    expect(nextStep(sale, state({ ...failed, retryAt: minutesAgo(1) }), timing)).toEqual({ kind: 'consult' });
    // A void does not withdraw a document SIFEN may hold: it is asked for first.
    expect(nextStep(voided, state({ ...failed, retryAt: minutesAgo(1) }), timing)).toEqual({
      kind: 'consult',
    });
  });

  it('leaves a send in flight alone; a stale one is asked for, or its lote polled', () => {
    const sent = { status: 'sent' as const, maybeReceived: true };
    expect(nextStep(sale, state({ ...sent, sentAt: minutesAgo(0.5) }), timing).kind).toBe('wait');
    expect(nextStep(sale, state({ ...sent, sentAt: minutesAgo(2) }), timing)).toEqual({ kind: 'consult' });
    expect(
      nextStep(sale, state({ ...sent, via: 'lote', loteProtocol: '77', sentAt: minutesAgo(2) }), timing),
    ).toEqual({ kind: 'poll_lote', loteProtocol: '77' });
  });

  it('cancels a voided sale’s approval within 48 h; after that nothing is sent', () => {
    const approved = (hoursAgo: number) =>
      state({ status: 'approved', approvedAt: minutesAgo(hoursAgo * 60) });
    expect(nextStep(sale, approved(1), timing).kind).toBe('done');
    expect(nextStep(voided, approved(47), timing)).toEqual({ kind: 'cancel' });
    expect(nextStep(voided, approved(49), timing).kind).toBe('done');
  });

  it('signs a resend with the new code; a rejected sale voided is withdrawn', () => {
    expect(
      nextStep(sale, state({ status: 'resend_requested', pendingCodigoSeguridad: '999' }), timing),
    ).toEqual({
      kind: 'sign',
      codigoSeguridad: '999',
    });
    expect(nextStep(sale, state({ status: 'rejected' }), timing).kind).toBe('done');
    expect(nextStep(voided, state({ status: 'rejected' }), timing)).toEqual({ kind: 'withdraw' });
  });
});
