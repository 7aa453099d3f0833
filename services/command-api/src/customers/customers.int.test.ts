import { type CustomerDto, DEFAULT_CUSTOMER } from '@lavadero/contracts/customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomersTestServer,
  local,
  startCustomersTestServer,
  tourist,
} from '../../test-support/customer-test-kit';

let k: CustomersTestServer;
beforeAll(async () => {
  k = await startCustomersTestServer();
});
afterAll(() => k.t.close());

describe('GET /api/customers', () => {
  it('starts with Cliente General (CI 0) for walk-in sales', async () => {
    const general = (await k.list()).filter((c) => c.nombre === 'Cliente General');
    expect(general).toEqual([
      expect.objectContaining({
        id: DEFAULT_CUSTOMER.id,
        docTipo: 'CI',
        docNumero: '0',
        regimenTurismo: false,
      }),
    ]);
  });

  it('needs a session; every role may read', async () => {
    expect((await k.t.app.inject({ method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
    for (const cookie of Object.values(k.cookies)) {
      const res = await k.t.app.inject({ method: 'GET', url: '/api/customers', headers: { cookie } });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('POST /api/customers', () => {
  it('creates a customer and answers 201 with the record', async () => {
    const res = await k.send('POST', '/api/customers', local);
    expect(res.statusCode).toBe(201);
    const created = res.json() as CustomerDto;
    expect(created).toEqual({
      id: expect.any(String),
      nombre: 'María González',
      docTipo: 'CI',
      docNumero: '1234567',
      email: 'maria@correo.com.py',
      telefono: '0981 123 456',
      direccion: 'Av. Mcal. López 1234, Asunción',
      regimenTurismo: false,
      pais: null,
      pasaporte: null,
      fechaIngreso: null,
      createdAt: expect.any(String),
    });
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
    expect(await k.list()).toContainEqual(created);
  });

  it('creates a tourist with country, passport and entry date', async () => {
    const res = await k.send('POST', '/api/customers', tourist);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      regimenTurismo: true,
      pais: 'Estados Unidos',
      pasaporte: 'X9876543',
      fechaIngreso: '2026-11-18',
      email: null,
    });
    expect(await k.list()).toContainEqual(res.json()); // the reply is the row the read model holds
  });

  it('lists customers by name, ignoring case', async () => {
    for (const [nombre, docNumero] of [
      ['zulma Vera', '5550001'],
      ['Ángel Duarte', '5550002'],
      ['beatriz Ortiz', '5550003'],
    ]) {
      expect((await k.send('POST', '/api/customers', { ...local, nombre, docNumero })).statusCode).toBe(201);
    }
    const names = (await k.list()).map((c) => c.nombre);
    const ordered = ['beatriz Ortiz', 'Cliente General', 'zulma Vera'].map((n) => names.indexOf(n));
    expect(ordered.every((i) => i >= 0)).toBe(true);
    expect([...ordered].sort((a, b) => a - b)).toEqual(ordered);
  });

  it('answers every invalid field with the spec message and appends nothing', async () => {
    const before = await k.eventCount();
    const cases: [object, string][] = [
      [{ nombre: '' }, 'El nombre es obligatorio'],
      [{ nombre: undefined }, 'El nombre es obligatorio'],
      [{ docNumero: '' }, 'El número de documento es obligatorio'],
      [{ docNumero: '   ' }, 'El número de documento es obligatorio'],
      [{ docNumero: '123456789012345678901' }, 'El número de documento no puede exceder 20 caracteres'],
      [{ docTipo: 'DNI' }, 'El tipo de documento es obligatorio'],
      [{ email: 'no-es-un-email' }, 'Email inválido'],
      [{ regimenTurismo: true }, 'Para régimen turismo es obligatorio país, pasaporte y fecha de ingreso'],
      [
        { regimenTurismo: true, pais: 'Brasil', pasaporte: 'FZ1' },
        'Para régimen turismo es obligatorio país, pasaporte y fecha de ingreso',
      ],
      [
        { regimenTurismo: true, pais: 'Brasil', fechaIngreso: '2026-11-01' },
        'Para régimen turismo es obligatorio país, pasaporte y fecha de ingreso',
      ],
      [
        { regimenTurismo: true, pais: 'Brasil', pasaporte: 'FZ1', fechaIngreso: '01/11/2026' },
        'La fecha de ingreso no es válida',
      ],
      [
        { docTipo: 'RUC', docNumero: '80021744-8' },
        'El dígito verificador del RUC no es correcto (debería ser 6)',
      ],
      [
        { docTipo: 'RUC', docNumero: '80028061' },
        'El RUC debe tener el formato número-dígito verificador (ej.: 80012345-0)',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await k.send('POST', '/api/customers', { ...local, docNumero: '7000001', ...change });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    const noBody = await k.t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { cookie: k.cookies.user },
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe('El nombre es obligatorio');
    expect(await k.eventCount()).toBe(before);
  });

  it('accepts a RUC with the right check digit', async () => {
    const res = await k.send('POST', '/api/customers', {
      ...local,
      nombre: 'Transportes del Este S.A.',
      docTipo: 'RUC',
      docNumero: '80028061-0',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ docTipo: 'RUC', docNumero: '80028061-0' });
  });

  it('refuses a document another customer has, however it is written', async () => {
    await k.send('POST', '/api/customers', { ...local, nombre: 'Pedro Alonso', docNumero: '3333333' });
    const before = await k.eventCount();
    for (const docNumero of ['3333333', '3.333.333', ' 3333333 ']) {
      const res = await k.send('POST', '/api/customers', { ...local, nombre: 'Otro Pedro', docNumero });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'DOCUMENT_TAKEN',
        message: `Ya existe otro cliente con el documento CI ${docNumero.trim()}`,
      });
    }
    expect(await k.eventCount()).toBe(before);
    // The same number under another document type is another document.
    const passport = await k.send('POST', '/api/customers', {
      ...local,
      nombre: 'Pedro Alonso (pasaporte)',
      docTipo: 'Pasaporte',
      docNumero: '3333333',
    });
    expect(passport.statusCode).toBe(201);
  });

  it('of two people registering the same document at once, exactly one succeeds', async () => {
    const attempt = (nombre: string) =>
      k.send('POST', '/api/customers', { ...local, nombre, docTipo: 'CI', docNumero: '4444444' });
    const results = await Promise.all([attempt('Uno'), attempt('Dos'), attempt('Tres')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const matching = (await k.list()).filter((c) => c.docNumero === '4444444' && c.docTipo === 'CI');
    expect(matching).toHaveLength(1);
    const registered = (await k.t.allEvents()).filter(
      (e) => e.type === 'CustomerRegistered' && (e.data as { docNumero: string }).docNumero === '4444444',
    );
    expect(registered).toHaveLength(1);
  });

  it('refuses a readonly user and appends nothing', async () => {
    const before = await k.eventCount();
    const res = await k.send(
      'POST',
      '/api/customers',
      { ...local, docNumero: '8000001' },
      k.cookies.readonly,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('READ_ONLY');
    expect((await k.t.app.inject({ method: 'POST', url: '/api/customers', payload: local })).statusCode).toBe(
      401,
    );
    expect(await k.eventCount()).toBe(before);
  });
});
