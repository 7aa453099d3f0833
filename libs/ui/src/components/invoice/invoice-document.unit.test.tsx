// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InvoiceDocument, type InvoiceDocumentProps } from './invoice-document';
import { qrPath } from './qr-code';

afterEach(cleanup);

const props = (regimenTurismo: boolean): InvoiceDocumentProps => ({
  sale: {
    numeroFactura: '001-001-0000007',
    createdAt: '2026-11-23T12:00:00Z',
    medioPago: 'efectivo',
    regimenTurismo,
  },
  items: [{ nombre: 'Lavado completo', cantidad: 1, precioUnitario: 1_000_000, subtotal: 1_000_000 }],
  customer: { nombre: 'Juan Pérez', docTipo: 'CI', docNumero: '1234567', direccion: null },
  companyConfig: {
    razonSocial: 'Lavadero S.A.',
    nombreFantasia: null,
    ruc: '80012345-0',
    direccion: 'Av. España 123',
    ciudad: null,
    telefono: null,
    email: null,
    logoPath: null,
    moneda: 'PYG',
    timbradoNumero: '12345678',
    establecimiento: '001',
    puntoExpedicion: '001',
    timbradoDesde: '2026-01-01',
    timbradoHasta: '2026-12-31',
  },
});

describe('InvoiceDocument', () => {
  it('shows the fiscal data, the 10 % base as amount − round(amount / 11), the IVA and the total in words', () => {
    const { container } = render(<InvoiceDocument {...props(false)} />);
    const text = container.textContent ?? '';
    expect(text).toContain('RUC: 80012345-0');
    expect(text).toContain('Timbrado N°: 12345678');
    expect(text).toContain('Vigencia: 01/01/2026 al 31/12/2026');
    expect(text).toContain('N° 001-001-0000007');
    expect(text).toContain('Asunción - Paraguay');
    expect(text).toContain('909.091'); // 10 % base
    expect(text).toContain('(10%): 90.909');
    expect(screen.getByTestId('invoice-words').textContent).toBe('Son: UN MILLÓN DE GUARANÍES');
    expect(text).toContain('Establecimiento: 001 - Punto de expedición: 001');
    expect(text).toContain('Condición de venta: Contado - Efectivo');
    expect(screen.getByTestId('invoice-legal').textContent).toContain('Ley N° 6380/2019');
  });

  it('prints every method of a split payment with its amount, and the tendered amount and change of cash', () => {
    const base = props(false);
    const sale = {
      ...base.sale,
      pagos: [
        { medio: 'efectivo', monto: 400_000, entregado: 500_000, vuelto: 100_000 },
        { medio: 'tarjeta_debito', monto: 600_000, entregado: null, vuelto: null },
      ],
    };
    render(<InvoiceDocument {...base} sale={sale} />);
    expect(screen.getByText(/^Condición de venta:/).textContent).toBe(
      'Condición de venta: Contado - Efectivo + Tarjeta de Débito',
    );
    const section = screen.getByTestId('invoice-payments').textContent ?? '';
    expect(section).toContain('EfectivoGs. 400.000');
    expect(section).toContain('Entregado: Gs. 500.000');
    expect(section).toContain('Vuelto: Gs. 100.000');
    expect(section).toContain('Tarjeta de DébitoGs. 600.000');
  });

  it('a sale paid whole by one method prints no payment section, as before', () => {
    const base = props(false);
    const one = [{ medio: 'efectivo', monto: 1_000_000, entregado: null, vuelto: null }];
    render(<InvoiceDocument {...base} sale={{ ...base.sale, pagos: one }} />);
    expect(screen.queryByTestId('invoice-payments')).toBeNull();
  });

  it('puts a tourist sale in the exempt column with no IVA', () => {
    const { container } = render(<InvoiceDocument {...props(true)} />);
    const cells = [...container.querySelectorAll('tbody tr:first-child td')].map((td) => td.textContent);
    expect(cells.slice(3)).toEqual(['1.000.000', '0', '0']);
    expect(container.textContent).toContain('Total IVA: 0');
  });
});

describe('the KuDE of an electronic sale', () => {
  const cdc = '01800280610001002000000122026112210000000011';
  const qrUrl = `https://ekuatia.set.gov.py/consultas/qr?nVersion=150&Id=${cdc}&cHashQR=ab12`;
  const electronic = (signedQr: string | null): InvoiceDocumentProps => {
    const base = props(false);
    return {
      ...base,
      sale: { ...base.sale, electronico: { cdc, qrUrl: signedQr } },
      companyConfig: base.companyConfig && {
        ...base.companyConfig,
        emision: 'electronica',
        timbradoNumero: '80012345',
        timbradoDesde: '2026-11-22',
        timbradoHasta: null,
      },
    };
  };

  it('prints the title, the electronic timbrado and start date, the CDC in fours, the lookup and the QR', () => {
    const { container } = render(<InvoiceDocument {...electronic(qrUrl)} />);
    const text = container.textContent ?? '';
    expect(screen.getByTestId('invoice-title').textContent).toBe('KuDE de Factura Electrónica');
    expect(text).toContain('Timbrado N°: 80012345');
    expect(text).toContain('Fecha de inicio de vigencia: 22/11/2026');
    expect(text).not.toContain('Vigencia: ');
    expect(screen.getByTestId('kude-cdc').textContent).toBe(
      'CDC: 0180 0280 6100 0100 2000 0001 2202 6112 2100 0000 0011',
    );
    expect(text).toContain(
      'Consulte la validez de esta Factura Electrónica con el número de CDC impreso abajo en: https://ekuatia.set.gov.py/consultas/',
    );
    expect(screen.getByTestId('invoice-legal').textContent).toContain('representación gráfica');
    const qr = screen.getByTestId('kude-qr');
    // At least 25 mm on any paper: the width is in millimetres, not pixels.
    expect(qr.getAttribute('style')).toContain('width: 30mm');
    // The drawing is the QR of the signed document's URL, and of nothing else.
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(qrUrl).d);
    expect(qrPath(qrUrl).d).not.toBe(qrPath(`${qrUrl}0`).d);
    expect(screen.queryByTestId('kude-pending')).toBeNull();
  });

  it('says the document is being signed instead of a QR until it is', () => {
    render(<InvoiceDocument {...electronic(null)} />);
    expect(screen.getByTestId('kude-pending').textContent).toBe('Documento electrónico en proceso de firma');
    expect(screen.queryByTestId('kude-qr')).toBeNull();
    expect(screen.getByTestId('kude-cdc').textContent).toContain('0180 0280');
  });

  it('leaves a printed invoice as it was', () => {
    render(<InvoiceDocument {...props(false)} />);
    expect(screen.getByTestId('invoice-title').textContent).toBe('FACTURA');
    expect(screen.queryByTestId('kude-section')).toBeNull();
  });
});
