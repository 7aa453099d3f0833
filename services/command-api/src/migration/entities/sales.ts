import { SaleRecord } from '@lavadero/contracts/migration-records';
import { companyConfigDecider } from '@lavadero/domain/company/company-config-decide';
import { COMPANY_CONFIG_STREAM_ID } from '@lavadero/domain/company/events';
import {
  STAMP_HISTORY_STREAM_ID,
  stampHistoryDecider,
  stampKey,
} from '@lavadero/domain/company/stamp-history-decide';
import type { CompanySnapshot } from '@lavadero/domain/sales/events';
import { toSaleStreamId } from '@lavadero/domain/sales/events';
import {
  importedInvoiceNumberDecider,
  importedSaleDecider,
  sequenceInSeries,
} from '@lavadero/domain/sales/import-sale-decide';
import type { InvoiceNumberAssigned } from '@lavadero/domain/sales/invoice-series-decide';
import { toInvoiceSeriesStreamId } from '@lavadero/domain/sales/invoice-series-decide';
import { seriesOf } from '@lavadero/domain/sales/point-of-sale-decide';
import { listSales } from '@lavadero/read-models/sales/sales.queries';
import { toFullSaleDto, toSaleDto } from '../../sales/sale-dto';
import { entityHandler } from './entity-handler';

/** The series stream of a stamp snapshot; none when the snapshot cannot number (the import refuses it). */
function seriesStreamOf(company: CompanySnapshot): string | null {
  try {
    return toInvoiceSeriesStreamId(seriesOf(company));
  } catch {
    return null;
  }
}

/**
 * A historical sale keeps its number, day, prices and stamp (see ImportSale in the domain). Sales
 * are decided in number order within each series, so a file listing them newest first imports
 * too, and the series then continues after the highest number it holds.
 */
export const salesHandler = entityHandler({
  entity: 'sales',
  async exportAll(db) {
    return (await listSales(db)).map((view) => {
      const { customer, companyConfig } = toFullSaleDto(view);
      return { ...toSaleDto(view), customer, companyConfig };
    });
  },
  schema: SaleRecord,
  streamsOf: (sale) => {
    const series = seriesStreamOf(sale.companyConfig);
    const company = [COMPANY_CONFIG_STREAM_ID, STAMP_HISTORY_STREAM_ID];
    return series ? [toSaleStreamId(sale.id), series, ...company] : [toSaleStreamId(sale.id), ...company];
  },
  sortKey: (sale) => `${seriesStreamOf(sale.companyConfig)}|${sale.numeroFactura}`,
  importRecord(ctx, record) {
    const saleStream = toSaleStreamId(record.id);
    if (ctx.state(importedSaleDecider, saleStream, 'epoch').status !== 'absent') return 'skipped';
    const company = record.companyConfig;
    const current = ctx.state(companyConfigDecider, COMPANY_CONFIG_STREAM_ID, 'all').config;
    const series = seriesOf(company);
    const secuencia = sequenceInSeries(record.numeroFactura, company);
    const seriesStream = toInvoiceSeriesStreamId(series);
    const holders = ctx.numbersHeld(seriesStream, (e: InvoiceNumberAssigned) => [
      e.data.secuencia,
      e.data.saleId,
    ]);
    const assigned = ctx.decide(importedInvoiceNumberDecider, seriesStream, 'all', {
      type: 'ImportInvoiceNumber',
      data: { ...series, secuencia, saleId: record.id, heldBy: holders.get(secuencia) ?? null, now: ctx.now },
    });
    if (assigned.length > 0) holders.set(secuencia, record.id);
    const { id: _, ...customer } = record.customer;
    ctx.decide(importedSaleDecider, saleStream, 'epoch', {
      type: 'ImportSale',
      data: {
        saleId: record.id,
        numeroFactura: record.numeroFactura,
        fecha: record.fecha,
        issuedAt: record.createdAt,
        issuedBy: record.createdBy,
        customer: { ...customer, customerId: record.customerId },
        company,
        workOrderId: record.workOrderId,
        medioPago: record.medioPago,
        pagos: record.pagos,
        regimenTurismo: record.regimenTurismo,
        lines: record.items,
        subtotal: record.subtotal,
        impuestos: record.impuestos,
        total: record.total,
        voidedAt: record.anulada ? (record.anuladaAt ?? record.createdAt) : null,
        importedBy: ctx.importedBy,
        companyRuc: current?.ruc ?? null,
        now: ctx.now,
      },
    });
    // A stamp other than the one in force is one the company had: on record for the auditor.
    if (current && stampKey(series) !== stampKey(seriesOf(current))) {
      ctx.decide(stampHistoryDecider, STAMP_HISTORY_STREAM_ID, 'all', {
        type: 'RecordHistoricStamp',
        data: {
          ...series,
          desde: company.timbradoDesde,
          hasta: company.timbradoHasta,
          source: 'import',
          userId: ctx.importedBy,
          at: ctx.now,
        },
      });
    }
    return 'created';
  },
});
