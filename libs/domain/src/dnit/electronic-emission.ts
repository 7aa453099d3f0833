import { asuncionToday, formatDayEs } from '@lavadero/fiscal/asuncion-day';
import { issuerProblem } from '@lavadero/fiscal/sifen/issuer-xml';
import { ValidationError } from '../shared/errors';
import type { EmissionSettings, OperationMode } from './events';
import { dnitMessages } from './messages';

/** What the caller read from the certificate kept after the save, once opened with its password. */
export interface CertificateFacts {
  /** The subject's serialNumber: SIFEN's certificates name the taxpayer as `RUC<ruc>-<dv>`. */
  readonly serialNumber: string | null;
  /** ISO instant of notAfter. */
  readonly expiresAt: string | null;
}

/** The company configuration as the electronic documents will name their issuer; null before it is saved. */
export interface CompanyIssuerFacts {
  readonly ruc: string;
  readonly razonSocial: string;
  readonly nombreFantasia: string | null;
  readonly direccion: string | null;
  readonly telefono: string | null;
  readonly email: string | null;
}

export interface ElectronicReadiness {
  readonly settings: EmissionSettings & { readonly operationMode: OperationMode };
  readonly hasCscSecret: boolean;
  /** null: no certificate is stored nor sent. */
  readonly certificate: CertificateFacts | null;
  readonly company: CompanyIssuerFacts | null;
  readonly now: string;
}

/** A 400 that names the form field it is about, the way a schema failure does. */
export const invalidField = (code: string, field: string, message: string) =>
  new ValidationError(code, message, { issues: [{ path: field, message }] });

const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * Whether the company may switch to (or stay in) electronic emission: the fiscal worker will sign
 * every invoice with this certificate and CSC, so what it would refuse later is refused at save time.
 */
export function assertElectronicReady(r: ElectronicReadiness): void {
  const { settings, certificate, company } = r;
  const companyRuc = company?.ruc ?? null;
  if (!settings.timbradoElectronico)
    throw invalidField(
      'TIMBRADO_ELECTRONICO_REQUIRED',
      'timbradoElectronico',
      dnitMessages.timbradoElectronicoRequired,
    );
  if (!settings.timbradoElectronicoDesde)
    throw invalidField(
      'TIMBRADO_ELECTRONICO_DESDE_REQUIRED',
      'timbradoElectronicoDesde',
      dnitMessages.timbradoElectronicoDesdeRequired,
    );
  if (!settings.cscId) throw invalidField('CSC_ID_REQUIRED', 'cscId', dnitMessages.cscIdRequired);
  if (!r.hasCscSecret) throw invalidField('CSC_SECRET_REQUIRED', 'cscSecret', dnitMessages.cscSecretRequired);
  if (!certificate)
    throw invalidField('CERTIFICATE_REQUIRED', 'certificateData', dnitMessages.certificateRequired);
  if (certificate.expiresAt && Date.parse(certificate.expiresAt) <= Date.parse(r.now)) {
    const day = formatDayEs(asuncionToday(new Date(certificate.expiresAt)));
    throw invalidField('CERTIFICATE_EXPIRED', 'certificateData', dnitMessages.certificateExpired(day));
  }
  if (!companyRuc)
    throw invalidField('COMPANY_RUC_MISSING', 'certificateData', dnitMessages.companyRucMissing);
  if (!certificate.serialNumber || compact(certificate.serialNumber) !== `RUC${compact(companyRuc)}`)
    throw invalidField(
      'CERTIFICATE_OTHER_RUC',
      'certificateData',
      dnitMessages.certificateOtherRuc(certificate.serialNumber, companyRuc.trim()),
    );
  const problem = companyIssuerProblem(company!, settings.operationMode);
  if (problem) throw invalidField('COMPANY_NOT_READY', 'emision', dnitMessages.companyNotReady(problem));
}

/**
 * What SIFEN would refuse in the company's data as the issuer of its documents, or null. Checked
 * when electronic emission is saved and when the company's data change under it: a sale whose
 * document cannot be signed would wait "Pendiente" with nobody told why.
 */
export function companyIssuerProblem(company: CompanyIssuerFacts, environment: OperationMode): string | null {
  return issuerProblem(
    {
      ruc: company.ruc,
      razonSocial: company.razonSocial,
      nombreFantasia: company.nombreFantasia,
      direccion: company.direccion ?? '',
      telefono: company.telefono ?? '',
      email: company.email ?? '',
    },
    environment,
  );
}
