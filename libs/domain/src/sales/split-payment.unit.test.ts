import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/decider-spec';
import type { CorrectSale, SaleRequest } from './commands';
import type { SaleCorrected, SaleIssued } from './events';
import { changeOf, paymentsOf, type SalePayment } from './payments';
import { type PointOfSaleEvent, pointOfSaleDecider } from './point-of-sale-decide';
import {
  adminId,
  catalog,
  ceraCreated,
  ceraStocked,
  issuedAt,
  issueSale,
  lavadoId,
  line,
  local,
  request,
  saleId,
} from './test-fixtures';

const spec = deciderSpec(pointOfSaleDecider);
const stocked: PointOfSaleEvent[] = [ceraCreated, ceraStocked(5)];
/** The default sale totals 85.000: 1 lavado (35.000) + 2 ceras (25.000 each). */
const paying = (pagos: SalePayment[] | null) =>
  issueSale({ request: { ...issueSale().data.request, pagos } });
const issuedOf = (events: readonly PointOfSaleEvent[]) =>
  events.find((e): e is SaleIssued => e.type === 'SaleIssued');
const decide = (
  given: readonly PointOfSaleEvent[],
  command: Parameters<typeof pointOfSaleDecider.decide>[0],
) => pointOfSaleDecider.decide(command, foldEvents(pointOfSaleDecider, given));

describe('paying a sale with several methods', () => {
  it('stores every part, the first one as the method, and the change is tendered minus the cash part', () => {
    const events = decide(
      stocked,
      paying([
        { medio: 'efectivo', monto: 35_000, entregado: 50_000 },
        { medio: 'tarjeta_debito', monto: 50_000 },
      ]),
    );
    const issued = issuedOf(events);
    expect(issued?.data.medioPago).toBe('efectivo');
    expect(issued?.data.pagos).toEqual([
      { medio: 'efectivo', monto: 35_000, entregado: 50_000 },
      { medio: 'tarjeta_debito', monto: 50_000 },
    ]);
    const [cash] = paymentsOf(issued?.data as SaleIssued['data']);
    expect(changeOf(cash as SalePayment)).toBe(15_000);
  });

  it('a body with only medioPago is one payment of the whole total, stored as before', () => {
    const issued = issuedOf(decide(stocked, issueSale()));
    expect(issued?.data).not.toHaveProperty('pagos');
    expect(paymentsOf(issued?.data as SaleIssued['data'])).toEqual([{ medio: 'efectivo', monto: 85_000 }]);
  });

  it('a single cash part with an amount tendered keeps the tendered amount', () => {
    const issued = issuedOf(
      decide(stocked, paying([{ medio: 'efectivo', monto: 85_000, entregado: 100_000 }])),
    );
    expect(issued?.data.pagos).toEqual([{ medio: 'efectivo', monto: 85_000, entregado: 100_000 }]);
  });

  it('a part of method cuenta is a part like any other', () => {
    const parts = [
      { medio: 'efectivo', monto: 5_000 },
      { medio: 'cuenta', monto: 80_000 },
    ] as unknown as SalePayment[];
    expect(paymentsOf({ medioPago: 'efectivo', total: 85_000, pagos: parts })).toEqual(parts);
  });

  it.each([
    [
      'parts that fall short of the server total',
      [{ medio: 'efectivo', monto: 80_000 }],
      'PAYMENTS_MISMATCH',
    ],
    [
      'parts over the total',
      [
        { medio: 'efectivo', monto: 80_000 },
        { medio: 'cheque', monto: 10_000 },
      ],
      'PAYMENTS_MISMATCH',
    ],
    ['no part at all', [], 'NO_PAYMENTS'],
    [
      'a zero part',
      [
        { medio: 'efectivo', monto: 85_000 },
        { medio: 'cheque', monto: 0 },
      ],
      'INVALID_PAYMENT',
    ],
    [
      'a negative part',
      [
        { medio: 'efectivo', monto: 95_000 },
        { medio: 'cheque', monto: -10_000 },
      ],
      'INVALID_PAYMENT',
    ],
    [
      'a fractional part',
      [
        { medio: 'efectivo', monto: 84_999.5 },
        { medio: 'cheque', monto: 0.5 },
      ],
      'INVALID_PAYMENT',
    ],
    [
      'the same method twice',
      [
        { medio: 'efectivo', monto: 40_000 },
        { medio: 'efectivo', monto: 45_000 },
      ],
      'REPEATED_PAYMENT_METHOD',
    ],
    [
      'change on a card part',
      [{ medio: 'tarjeta_credito', monto: 85_000, entregado: 90_000 }],
      'TENDERED_NOT_CASH',
    ],
    [
      'tendered less than the cash part',
      [{ medio: 'efectivo', monto: 85_000, entregado: 80_000 }],
      'TENDERED_TOO_LOW',
    ],
  ] as [string, SalePayment[], string][])('refuses %s, appending nothing', (_, pagos, code) => {
    spec.given(stocked).when(paying(pagos)).thenThrows(code);
  });

  it('says in Spanish what the parts add up to and what the total is', () => {
    const error = spec
      .given(stocked)
      .when(paying([{ medio: 'efectivo', monto: 80_000 }]))
      .thenThrows('PAYMENTS_MISMATCH');
    expect(error.message).toBe('Los medios de pago suman Gs. 80.000 y el total de la venta es Gs. 85.000');
  });

  it('a retry with the same parts is nothing new; different parts under the same key are refused', () => {
    const parts: SalePayment[] = [
      { medio: 'efectivo', monto: 35_000 },
      { medio: 'transferencia', monto: 50_000 },
    ];
    const history = [...stocked, ...decide(stocked, paying(parts))];
    spec.given(history).when(paying(parts)).then([]);
    spec.given(history).when(paying(null)).thenThrows('IDEMPOTENCY_CONFLICT');
  });
});

describe('correcting the payments of a sale', () => {
  const split: SalePayment[] = [
    { medio: 'efectivo', monto: 35_000, entregado: 40_000 },
    { medio: 'tarjeta_credito', monto: 50_000 },
  ];
  const history = [...stocked, ...decide(stocked, paying(split))];
  const later = new Date(Date.parse(issuedAt) + 3_600_000).toISOString();
  const correct = (req: SaleRequest): CorrectSale => ({
    type: 'CorrectSale',
    data: { saleId, userId: adminId, now: later, request: req, customer: local, catalog },
  });
  const sameItems = issueSale().data.request;
  const correctedOf = (events: readonly PointOfSaleEvent[]) =>
    events.find((e): e is SaleCorrected => e.type === 'SaleCorrected');

  it('keeps the parts when the body names only the same method and the total stays', () => {
    const renamed = correct({ ...sameItems, workOrderId: null, customerId: local.customerId });
    // Same content: nothing to correct, the split stays.
    spec.given(history).when(renamed).then([]);
  });

  it('replaces the parts when the body states new ones', () => {
    const events = decide(
      history,
      correct({ ...sameItems, pagos: [{ medio: 'transferencia', monto: 85_000 }] }),
    );
    expect(correctedOf(events)?.data).toMatchObject({ medioPago: 'transferencia' });
    expect(correctedOf(events)?.data).not.toHaveProperty('pagos');
  });

  it('a body with another single method pays the whole total by it', () => {
    const events = decide(history, correct({ ...sameItems, medioPago: 'cheque' }));
    expect(paymentsOf(correctedOf(events)?.data as SaleCorrected['data'])).toEqual([
      { medio: 'cheque', monto: 85_000 },
    ]);
  });

  it('a changed total with the old parts no longer adds up: the whole by its method', () => {
    const fewer = request([line('service', lavadoId, 1, 35_000)]);
    const events = decide(history, correct(fewer));
    expect(paymentsOf(correctedOf(events)?.data as SaleCorrected['data'])).toEqual([
      { medio: 'efectivo', monto: 35_000 },
    ]);
  });

  it('refuses new parts that do not add up to the corrected total', () => {
    spec
      .given(history)
      .when(correct({ ...sameItems, pagos: [{ medio: 'efectivo', monto: 35_000 }] }))
      .thenThrows('PAYMENTS_MISMATCH');
  });
});
