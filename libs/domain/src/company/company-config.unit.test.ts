import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { type CompanyConfigCommand, companyConfigDecider } from './company-config-decide';
import type { CompanyConfig, CompanyConfigSaved } from './events';

const spec = deciderSpec(companyConfigDecider);
const now = '2026-11-23T12:00:00.000Z';
const config: CompanyConfig = {
  ruc: '80028061-0',
  razonSocial: 'Lavadero Central S.A.',
  nombreFantasia: null,
  timbradoNumero: '12345678',
  timbradoDesde: '2026-01-01',
  timbradoHasta: '2026-12-31',
  establecimiento: '001',
  puntoExpedicion: '001',
  direccion: 'Av. España 123',
  ciudad: 'Asunción',
  telefono: null,
  email: null,
  moneda: 'PYG',
  logoPath: null,
};
const save = (c: Partial<CompanyConfig> & { logoPath?: string | null }): CompanyConfigCommand => {
  const { logoPath, ...rest } = { ...config, logoPath: undefined, ...c };
  return { type: 'SaveCompanyConfig', data: { config: { ...rest, logoPath }, userId: 'admin-1', now } };
};
const saved = (c: CompanyConfig, changes: CompanyConfigSaved['data']['changes'], seriesChanged = false) =>
  ({
    type: 'CompanyConfigSaved',
    data: { ...c, changes, seriesChanged, userId: 'admin-1', at: now },
  }) satisfies CompanyConfigSaved;
const first = saved(
  config,
  (
    [
      'ruc',
      'razonSocial',
      'timbradoNumero',
      'timbradoDesde',
      'timbradoHasta',
      'establecimiento',
      'puntoExpedicion',
      'direccion',
      'ciudad',
      'moneda',
    ] as const
  ).map((field) => ({ field, from: null, to: String(config[field]) })),
);

describe('company configuration', () => {
  it('records the first save with every field that got a value', () => {
    spec.given([]).when(save({})).then([first]);
  });

  it('refuses data SIFEN would refuse while the emission is electronic, and takes them when printed', () => {
    const electronic = (c: Partial<CompanyConfig>): CompanyConfigCommand => {
      const command = save(c);
      return { ...command, data: { ...command.data, electronicEmission: 'testing' } };
    };
    spec
      .given([first])
      .when(electronic({ telefono: '021555000' }))
      .thenThrows('COMPANY_NOT_READY');
    spec
      .given([first])
      .when(electronic({ telefono: '021555000', email: 'caja@lavadero.com.py' }))
      .then([
        saved({ ...config, telefono: '021555000', email: 'caja@lavadero.com.py' }, [
          { field: 'telefono', from: null, to: '021555000' },
          { field: 'email', from: null, to: 'caja@lavadero.com.py' },
        ]),
      ]);
    spec
      .given([first])
      .when(save({ telefono: '021555000' }))
      .then([
        saved({ ...config, telefono: '021555000' }, [{ field: 'telefono', from: null, to: '021555000' }]),
      ]);
  });

  it('appends nothing when nothing changed', () => {
    spec.given([first]).when(save({})).then([]);
  });

  it('records who changed what, and that a new stamp starts a new invoice series', () => {
    spec
      .given([first])
      .when(save({ timbradoNumero: '87654321', telefono: '021 555 000' }))
      .then([
        saved(
          { ...config, timbradoNumero: '87654321', telefono: '021 555 000' },
          [
            { field: 'timbradoNumero', from: '12345678', to: '87654321' },
            { field: 'telefono', from: null, to: '021 555 000' },
          ],
          true,
        ),
      ]);
  });

  it('keeps the logo when none is sent and removes it on null', () => {
    const logo = `/api/company-config/logo/${'a'.repeat(64)}.png`;
    const withLogo = saved({ ...config, logoPath: logo }, [{ field: 'logoPath', from: null, to: logo }]);
    spec
      .given([first])
      .when(save({ logoPath: logo }))
      .then([withLogo]);
    spec.given([first, withLogo]).when(save({})).then([]);
    spec
      .given([first, withLogo])
      .when(save({ logoPath: null }))
      .then([saved(config, [{ field: 'logoPath', from: logo, to: null }])]);
  });
});
