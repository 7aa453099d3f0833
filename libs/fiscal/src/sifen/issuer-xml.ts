import { SifenInputError } from './errors';
import type { FacturaIssuer, SifenEnvironment } from './factura-input';
import { type RucParts, rucParts } from './ruc-parts';
import { el, group } from './xml-text';

/** What SIFEN's test environment demands as the issuer's name (rule 1263), whatever the RUC says. */
export const TEST_ENVIRONMENT_ISSUER_NAME =
  'DE generado en ambiente de prueba - sin valor comercial ni fiscal';

const CAPITAL = { code: 1, name: 'CAPITAL' };
const ASUNCION = { code: 1, name: 'ASUNCION (DISTRITO)' };
export const DEFAULT_ECONOMIC_ACTIVITY = {
  code: '45201',
  description: 'LAVADO Y LIMPIEZA DE VEHICULOS AUTOMOTORES',
};

function required(value: string | null | undefined, min: number, max: number, what: string): string {
  const text = (value ?? '').trim();
  if (text.length < min || text.length > max) {
    throw new SifenInputError(
      'ISSUER_INVALID',
      `${what} de la empresa debe tener entre ${min} y ${max} caracteres`,
    );
  }
  return text;
}

/** gEmis: the issuer as its RUC registration reads, in the schema's order. */
export function issuerXml(issuer: FacturaIssuer, ruc: RucParts, environment: SifenEnvironment): string {
  const numeroCasa = (issuer.numeroCasa ?? '0').trim() || '0';
  if (!/^\d{1,6}$/.test(numeroCasa)) {
    throw new SifenInputError('ISSUER_INVALID', 'El número de casa de la empresa debe ser de 1 a 6 dígitos');
  }
  if (!issuer.email.trim()) {
    throw new SifenInputError(
      'ISSUER_INVALID',
      'El correo electrónico de la empresa es obligatorio para SIFEN',
    );
  }
  if (
    !/^[0-9a-zA-Z][0-9a-zA-Z.\-_]*@([0-9a-zA-Z][0-9a-zA-Z\-_]*\.)+[a-zA-Z]{2,9}$/.test(issuer.email.trim())
  ) {
    throw new SifenInputError(
      'ISSUER_INVALID',
      'El correo electrónico de la empresa no es válido para SIFEN',
    );
  }
  const departamento = issuer.departamento ?? CAPITAL;
  const distrito = issuer.distrito ?? ASUNCION;
  const ciudad = issuer.ciudad ?? ASUNCION;
  const activity = issuer.actividadEconomica ?? DEFAULT_ECONOMIC_ACTIVITY;
  const fantasia = issuer.nombreFantasia?.trim();
  return group(
    'gEmis',
    el('dRucEm', ruc.base),
    el('dDVEmi', ruc.dv),
    el('iTipCont', issuer.taxpayerType ?? ruc.taxpayerType),
    el(
      'dNomEmi',
      environment === 'testing'
        ? TEST_ENVIRONMENT_ISSUER_NAME
        : required(issuer.razonSocial, 4, 255, 'La razón social'),
    ),
    el('dNomFanEmi', fantasia ? required(fantasia, 4, 255, 'El nombre de fantasía') : null),
    el('dDirEmi', required(issuer.direccion, 1, 255, 'La dirección')),
    el('dNumCas', numeroCasa),
    el('cDepEmi', departamento.code),
    el('dDesDepEmi', departamento.name),
    el('cDisEmi', distrito.code),
    el('dDesDisEmi', distrito.name),
    el('cCiuEmi', ciudad.code),
    el('dDesCiuEmi', ciudad.name),
    el('dTelEmi', required(issuer.telefono, 6, 15, 'El teléfono')),
    el('dEmailE', issuer.email.trim()),
    group('gActEco', el('cActEco', activity.code), el('dDesActEco', activity.description)),
  );
}

/**
 * Why SIFEN would refuse the company as the issuer of its documents, in Spanish, or null: the very
 * checks `issuerXml` makes when it signs, for a save that must refuse now what signing would later.
 */
export function issuerProblem(issuer: FacturaIssuer, environment: SifenEnvironment): string | null {
  try {
    issuerXml(issuer, rucParts(issuer.ruc, 'de la empresa'), environment);
    return null;
  } catch (error) {
    if (error instanceof SifenInputError) return error.message;
    throw error;
  }
}
