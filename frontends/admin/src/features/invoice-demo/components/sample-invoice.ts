import type { InvoiceDocumentProps } from '@lavadero/ui/components/invoice/invoice-document';

/**
 * Spec 2's sample Paraguayan invoice: a car wash's company data, stamp, establishment and dispatch
 * point, a local customer and three lines. Rendered by the same InvoiceDocument as every real invoice.
 */
export function sampleInvoice(medioPago: string, createdAt: string): InvoiceDocumentProps {
  return {
    sale: { numeroFactura: '001-001-0000123', createdAt, medioPago, regimenTurismo: false },
    items: [
      { nombre: 'Lavado completo', cantidad: 1, precioUnitario: 50_000, subtotal: 50_000 },
      { nombre: 'Encerado premium', cantidad: 1, precioUnitario: 80_000, subtotal: 80_000 },
      { nombre: 'Aromatizante', cantidad: 2, precioUnitario: 15_000, subtotal: 30_000 },
    ],
    customer: { nombre: 'Juan Pérez', docTipo: 'CI', docNumero: '1234567', direccion: 'Asunción' },
    companyConfig: {
      nombreFantasia: 'Lavadero Express',
      razonSocial: 'Lavadero Express S.R.L.',
      ruc: '80012345-0',
      direccion: 'Av. Mariscal López 1234',
      ciudad: 'Asunción',
      telefono: '(021) 123-456',
      email: null,
      logoPath: null,
      moneda: 'PYG',
      timbradoNumero: '12345678',
      timbradoDesde: '2026-01-01',
      timbradoHasta: '2026-12-31',
      establecimiento: '001',
      puntoExpedicion: '001',
    },
  };
}
