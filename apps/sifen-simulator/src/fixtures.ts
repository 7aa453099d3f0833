import { rucCheckDigit } from '@lavadero/fiscal/ruc';

/** What SIFEN knows about a taxpayer (siConsRUC, issuer and receiver checks). */
export interface RucRecord {
  readonly ruc: string; // without check digit
  readonly razonSocial: string;
  readonly estado: 'ACT' | 'SUS' | 'SAD' | 'BLQ' | 'CAN' | 'CDE';
  readonly facturadorElectronico: boolean;
}

/** An electronic timbrado: a start date, the establecimientos and their puntos de expedición. */
export interface TimbradoFixture {
  readonly numero: string;
  readonly ruc: string;
  readonly fechaInicio: string; // YYYY-MM-DD
  readonly fechaFin?: string;
  readonly establecimientos: Readonly<Record<string, readonly string[]>>;
}

/** Código de seguridad del contribuyente: the secret appended to the QR fields before hashing. */
export interface CscFixture {
  readonly id: string;
  readonly secret: string;
}

export interface SifenFixtures {
  readonly rucs: readonly RucRecord[];
  readonly timbrados: readonly TimbradoFixture[];
  readonly csc: Readonly<Record<string, CscFixture>>; // by RUC without check digit
}

/** The RUC of the samples in libs/fiscal/sifen (80123456-5). */
export const SAMPLE_COMPANY_RUC = '80123456';

export const ESTADO_DESCRIPCION: Record<RucRecord['estado'], string> = {
  ACT: 'ACTIVO',
  SUS: 'SUSPENSION TEMPORAL',
  SAD: 'SUSPENSION ADMINISTRATIVA',
  BLQ: 'BLOQUEADO',
  CAN: 'CANCELADO',
  CDE: 'CANCELADO DEFINITIVO',
};

/** 'base' or 'base-dv' to [base, dv]; the dv is computed when absent. */
export function splitRuc(ruc: string): [string, number] {
  const [base = '', dv] = ruc.trim().split('-');
  return [base, dv === undefined ? rucCheckDigit(base) : Number(dv)];
}

const CUSTOMERS: readonly RucRecord[] = [
  { ruc: '80028061', razonSocial: 'CLIENTE EMPRESA S.A.', estado: 'ACT', facturadorElectronico: false },
  {
    ruc: '80000190',
    razonSocial: 'CLIENTE SUSPENDIDO S.R.L.',
    estado: 'SUS',
    facturadorElectronico: false,
  },
  { ruc: '2660', razonSocial: 'PEREZ, JUAN', estado: 'ACT', facturadorElectronico: false },
];

/**
 * The company (electronic issuer, timbrado 12345678 from 2026-01-01 with 001/001-003 and 002/001),
 * three customers (one of them suspended) and SIFEN's generic test CSC.
 */
export function defaultFixtures(companyRuc = SAMPLE_COMPANY_RUC): SifenFixtures {
  const [ruc] = splitRuc(companyRuc);
  return {
    rucs: [
      { ruc, razonSocial: 'LAVADERO PRUEBA S.A.', estado: 'ACT', facturadorElectronico: true },
      ...CUSTOMERS.filter((customer) => customer.ruc !== ruc),
    ],
    timbrados: [
      {
        numero: '12345678',
        ruc,
        fechaInicio: '2026-01-01',
        establecimientos: { '001': ['001', '002', '003'], '002': ['001'] },
      },
    ],
    csc: { [ruc]: { id: '0001', secret: 'ABCD0000000000000000000000000000' } },
  };
}
