import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import {
  inutilizationRequestsDecider,
  type RequestNumbersInutilization,
} from './inutilization-request-decide';

const spec = deciderSpec(inutilizationRequestsDecider);
const at = '2026-11-25T12:00:00.000Z';
const request = (pendingNumbers: number): RequestNumbersInutilization => ({
  type: 'RequestNumbersInutilization',
  data: { requestId: 'req-1', requestedBy: 'admin-1', pendingNumbers, now: at },
});

describe("an admin's request to send the pending inutilizaciones", () => {
  it('is recorded for the worker when numbers await it', () => {
    spec
      .given([])
      .when(request(2))
      .then([
        { type: 'NumbersInutilizationRequested', data: { requestId: 'req-1', requestedBy: 'admin-1', at } },
      ]);
  });

  it('is refused when no number awaits it', () => {
    spec.given([]).when(request(0)).thenThrows('NOTHING_TO_INUTILIZE');
  });
});
