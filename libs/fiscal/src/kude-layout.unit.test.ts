import { describe, expect, it } from 'vitest';
import { cdcInGroups, layoutKude } from './kude-layout';
import { SIFEN_HOSTS } from './sifen-hosts';

const cdc = '01800280610001002000000122026112210000000011';
const qrUrl = `https://ekuatia.set.gov.py/consultas-test/qr?nVersion=150&Id=${cdc}&cHashQR=ab12`;

describe('the KuDE', () => {
  it('prints the 44-digit CDC in eleven groups of four', () => {
    const grouped = cdcInGroups(cdc);
    expect(grouped).toBe('0180 0280 6100 0100 2000 0001 2202 6112 2100 0000 0011');
    expect(grouped.split(' ')).toHaveLength(11);
    expect(cdcInGroups(grouped)).toBe(grouped);
  });

  it('names the electronic timbrado, its start date and where to check the CDC; the QR once signed', () => {
    expect(layoutKude({ timbradoNumero: '80012345', timbradoDesde: '2026-11-22', cdc, qrUrl })).toEqual({
      titulo: 'KuDE de Factura Electrónica',
      timbrado: 'Timbrado N°: 80012345',
      vigencia: 'Fecha de inicio de vigencia: 22/11/2026',
      cdc: 'CDC: 0180 0280 6100 0100 2000 0001 2202 6112 2100 0000 0011',
      consulta:
        'Consulte la validez de esta Factura Electrónica con el número de CDC impreso abajo en: https://ekuatia.set.gov.py/consultas-test/',
      qrUrl,
      pendiente: null,
    });
  });

  it('says the document is being signed instead of a QR, and points at the public lookup', () => {
    const kude = layoutKude({ timbradoNumero: '80012345', timbradoDesde: '2026-11-22', cdc, qrUrl: null });
    expect(kude.pendiente).toBe('Documento electrónico en proceso de firma');
    expect(kude.qrUrl).toBeNull();
    expect(kude.consulta).toMatch(new RegExp(`en: ${SIFEN_HOSTS.production.consulta}$`));
    expect(
      layoutKude({ timbradoNumero: '1', timbradoDesde: '2026-11-22', cdc: null, qrUrl: null }).cdc,
    ).toBeNull();
  });
});
