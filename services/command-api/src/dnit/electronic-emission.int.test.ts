import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConfigTestServer,
  companyForm,
  electronicCompanyForm,
  startConfigTestServer,
} from '../../test-support/config-test-kit';
import { makeP12 } from '../../test-support/p12';

const subject = (ruc: string) => `/CN=Lavadero Central S.A./serialNumber=RUC${ruc}`;
const password = 'clave-cert';
const valid = makeP12({ password, subject: subject(companyForm.ruc) });
const otherRuc = makeP12({ password, subject: subject('80000190-7') });
const expired = makeP12({
  password,
  subject: subject(companyForm.ruc),
  notBefore: '2024-01-01T00:00:00Z',
  notAfter: '2025-01-01T00:00:00Z',
});

const withoutKey = makeP12({ password, subject: subject(companyForm.ruc), withoutKey: true });

const printed = {
  endpointUrl: 'https://sifen-test.set.gov.py/de/ws',
  operationMode: 'testing',
  isActive: true,
  authToken: 'token-1',
};
const electronic = {
  ...printed,
  emision: 'electronica',
  timbradoElectronico: '80012345',
  timbradoElectronicoDesde: '2026-11-01',
  cscId: '0001',
  cscSecret: 'ABCD0000000000000000000000000000',
  certificateData: valid,
  certificatePassword: password,
};

describe.each(['pglite', 'postgres'] as const)('electronic emission settings on %s', (database) => {
  let k: ConfigTestServer;
  beforeAll(async () => {
    k = await startConfigTestServer(database);
  }, 120_000);
  afterAll(() => k.t.close());

  const refused = async (body: object, field: string, message: string | RegExp) => {
    const before = await k.eventCount();
    const res = await k.call('PUT', '/api/dnit-config', k.cookies.admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(await k.eventCount()).toBe(before);
  };

  it('needs the company RUC before switching to electronic', async () => {
    await refused(
      electronic,
      'certificateData',
      'Configure el RUC de la empresa antes de activar la emisión electrónica',
    );
  });

  it('refuses each missing or wrong part with a Spanish 400 naming its field, appending nothing', async () => {
    expect((await k.call('PUT', '/api/company-config', k.cookies.admin, companyForm)).statusCode).toBe(200);
    await refused(
      { ...electronic, timbradoElectronico: '' },
      'timbradoElectronico',
      'El número de timbrado electrónico es obligatorio para la emisión electrónica',
    );
    await refused(
      { ...electronic, timbradoElectronicoDesde: '' },
      'timbradoElectronicoDesde',
      'La fecha de inicio del timbrado electrónico es obligatoria para la emisión electrónica',
    );
    await refused(
      { ...electronic, cscId: '' },
      'cscId',
      'El ID del CSC es obligatorio para la emisión electrónica',
    );
    await refused(
      { ...electronic, cscSecret: '' },
      'cscSecret',
      'El CSC (código secreto) es obligatorio para la emisión electrónica',
    );
    await refused(
      { ...electronic, certificateData: undefined, certificatePassword: undefined },
      'certificateData',
      'El certificado (.p12) es obligatorio para la emisión electrónica',
    );
    const wrong = await k.call('PUT', '/api/dnit-config', k.cookies.admin, {
      ...electronic,
      certificatePassword: 'otra',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('La contraseña del certificado es incorrecta');
    await refused(
      { ...electronic, certificateData: expired },
      'certificateData',
      /^El certificado venció el 3[01]\/12\/2024; cargue uno vigente$/,
    );
    await refused(
      { ...electronic, certificateData: withoutKey },
      'certificateData',
      'El certificado no contiene la clave privada para firmar',
    );
    await refused(
      { ...electronic, certificateData: otherRuc },
      'certificateData',
      `El certificado es de RUC80000190-7, no del RUC de la empresa (RUC${companyForm.ruc})`,
    );
    // SIFEN names the issuer by the company's data: without its e-mail no document could be signed.
    await refused(
      electronic,
      'emision',
      'Complete los datos de la empresa (Configuración → Empresa) antes de la emisión electrónica: El correo electrónico de la empresa es obligatorio para SIFEN',
    );
    expect((await k.call('GET', '/api/dnit-config')).json()).toMatchObject({ configured: false });
    const company = await k.call('PUT', '/api/company-config', k.cookies.admin, electronicCompanyForm);
    expect(company.statusCode).toBe(200);
  });

  it('switches to electronic and never returns the CSC, only that it is configured', async () => {
    const res = await k.call('PUT', '/api/dnit-config', k.cookies.admin, electronic);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      emision: 'electronica',
      timbradoElectronico: '80012345',
      timbradoElectronicoDesde: '2026-11-01',
      cscId: '0001',
      hasCscSecret: true,
      certificateSubject: `CN=Lavadero Central S.A., serialNumber=RUC${companyForm.ruc}`,
    });
    // The stored certificate and CSC stay when the form sends them masked.
    const again = await k.call('PUT', '/api/dnit-config', k.cookies.admin, {
      ...electronic,
      authToken: undefined,
      certificateData: undefined,
      certificatePassword: undefined,
      cscSecret: '••••••••',
      operationMode: 'production',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ operationMode: 'production', hasCscSecret: true });
    // While the emission is electronic, the company's data may not lose what SIFEN needs.
    const before = await k.eventCount();
    const cleared = await k.call('PUT', '/api/company-config', k.cookies.admin, {
      ...companyForm,
      email: '',
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe(
      'La emisión es electrónica y SIFEN rechazaría estos datos de la empresa: El correo electrónico de la empresa es obligatorio para SIFEN',
    );
    expect(await k.eventCount()).toBe(before);
    const everything = JSON.stringify([
      (await k.t.allEvents()).map((e) => e.data),
      (await k.call('GET', '/api/dnit-config')).json(),
      (await k.call('GET', '/api/dnit-config/history')).json(),
    ]);
    expect(everything).not.toContain(electronic.cscSecret);
    const history = (await k.call('GET', '/api/dnit-config/history')).json();
    expect(history[1].changes).toContainEqual({ field: 'cscSecret', from: null, to: null });
    // A stored certificate of another RUC is judged again at every electronic save.
    await refused(
      { ...electronic, certificateData: otherRuc, cscSecret: undefined },
      'certificateData',
      /no del RUC de la empresa/,
    );
  });
});
