import { randomUUID } from 'node:crypto';
import { DEFAULT_CUSTOMER } from '@lavadero/contracts/customers';
import { type SaleIssued, type SaleVoided, toSaleStreamId } from '@lavadero/domain/sales/events';
import { company, local, saleIssuedEvent } from '@lavadero/domain/sales/test-fixtures';
import type { EventStore } from '@lavadero/event-store/event-store';
import type { SifenSimulator } from '@lavadero/sifen-simulator/start-sifen-simulator';

/** What the sales need of the world they are appended to (read at each call: the simulator may restart). */
interface SalesWorld {
  readonly store: EventStore;
  readonly sim: SifenSimulator;
}

/**
 * Electronic sales appended to a test world's log as the API appends them: one 55 000 Gs. wash to
 * Cliente General each, numbered one after another under the simulator's timbrado for its company.
 */
export class ElectronicSales {
  private nextNumber = 1;

  constructor(private readonly world: SalesWorld) {}

  async issue(): Promise<string> {
    const saleId = randomUUID();
    await this.world.store.append(toSaleStreamId(saleId), [toAppend(this.event(saleId))], {
      expectedRevision: 'no_stream',
    });
    return saleId;
  }

  async issueMany(count: number): Promise<string[]> {
    const sales = Array.from({ length: count }, () => randomUUID());
    for (let i = 0; i < sales.length; i += 100) {
      await this.world.store.appendToStreams(
        sales.slice(i, i + 100).map((saleId) => ({
          streamId: toSaleStreamId(saleId),
          events: [toAppend(this.event(saleId))],
          expectedRevision: 'no_stream' as const,
        })),
      );
    }
    return sales;
  }

  event(saleId: string): SaleIssued {
    const { client, fixtures } = this.world.sim;
    const timbrado = fixtures.timbrados[0]!;
    return saleIssuedEvent({
      saleId,
      secuencia: this.nextNumber++,
      total: 55_000,
      at: new Date().toISOString(),
      lineName: 'Lavado completo',
      codigoSeguridad: String(100_000_000 + Math.floor(Math.random() * 899_999_999)),
      company: {
        ...company,
        razonSocial: 'LAVADERO PRUEBA S.A.',
        nombreFantasia: null,
        ruc: client.ruc,
        direccion: 'Avda. Mariscal López 1234',
        telefono: '021555000',
        email: 'caja@lavadero.com.py',
        timbradoNumero: timbrado.numero,
        establecimiento: '001',
        timbradoDesde: timbrado.fechaInicio,
        timbradoHasta: null,
        emision: 'electronica',
      },
      customer: { ...local, ...DEFAULT_CUSTOMER_SNAPSHOT },
    });
  }

  /** A sale voided in the same append as its issue: its DE is never sent, its number is reported. */
  async issueVoided(): Promise<string> {
    const saleId = randomUUID();
    const issued = this.event(saleId);
    await this.world.store.append(toSaleStreamId(saleId), [toAppend(issued), toAppend(voidOf(issued))], {
      expectedRevision: 'no_stream',
    });
    return saleId;
  }

  async void(saleId: string): Promise<void> {
    const [issued] = await this.world.store.readStream(toSaleStreamId(saleId));
    if (!issued) throw new Error(`No sale ${saleId}`);
    await this.world.store.append(toSaleStreamId(saleId), [toAppend(voidOf(issued as SaleIssued))], {
      expectedRevision: 0n,
    });
  }
}

const DEFAULT_CUSTOMER_SNAPSHOT = {
  customerId: DEFAULT_CUSTOMER.id,
  nombre: DEFAULT_CUSTOMER.nombre,
  docTipo: DEFAULT_CUSTOMER.docTipo,
  docNumero: DEFAULT_CUSTOMER.docNumero,
};

const voidOf = (issued: Pick<SaleIssued, 'data'>): SaleVoided => ({
  type: 'SaleVoided',
  data: {
    saleId: issued.data.saleId,
    numeroFactura: issued.data.numeroFactura,
    voidedBy: 'admin-1',
    at: new Date().toISOString(),
  },
});

const toAppend = (event: { type: string; data: unknown }) => ({
  id: randomUUID(),
  type: event.type,
  data: event.data,
  metadata: { userId: 'cajero-1', occurredAt: new Date().toISOString() },
});
