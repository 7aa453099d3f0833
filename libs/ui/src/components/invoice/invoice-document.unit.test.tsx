// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceDocument, type InvoiceDocumentProps } from './invoice-document';

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
    ruc: '80012345-6',
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
    expect(text).toContain('RUC: 80012345-6');
    expect(text).toContain('Timbrado N°: 12345678');
    expect(text).toContain('Vigencia: 01/01/2026 al 31/12/2026');
    expect(text).toContain('N° 001-001-0000007');
    expect(text).toContain('Asunción - Paraguay');
    expect(text).toContain('909.091'); // 10 % base
    expect(text).toContain('(10%): 90.909');
    expect(screen.getByTestId('invoice-words').textContent).toBe('Son: UN MILLÓN DE GUARANÍES');
    expect(text).toContain('Establecimiento: 001 - Punto de expedición: 001');
    expect(text).toContain('Condición: Contado - Efectivo');
    expect(screen.getByTestId('invoice-legal').textContent).toContain('Ley N° 6380/2019');
  });

  it('puts a tourist sale in the exempt column with no IVA', () => {
    const { container } = render(<InvoiceDocument {...props(true)} />);
    const cells = [...container.querySelectorAll('tbody tr:first-child td')].map((td) => td.textContent);
    expect(cells.slice(3)).toEqual(['1.000.000', '0', '0']);
    expect(container.textContent).toContain('Total IVA: 0');
  });
});
