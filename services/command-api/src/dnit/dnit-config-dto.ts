import type { DnitConfigDto } from '@lavadero/contracts/dnit-config';
import type { DnitConfigRow } from '@lavadero/read-models/dnit-config/dnit-config.table';

/** The settings without a single secret; before the first save, inactive and empty. */
export function toDnitConfigDto(row: DnitConfigRow | undefined): DnitConfigDto {
  if (!row)
    return {
      configured: false,
      endpointUrl: null,
      operationMode: 'testing',
      isActive: false,
      hasAuthToken: false,
      hasCertificate: false,
      hasCertificatePassword: false,
      emision: 'impresa',
      timbradoElectronico: null,
      timbradoElectronicoDesde: null,
      cscId: null,
      hasCscSecret: false,
      certificateSubject: null,
      certificateExpiresAt: null,
      lastConnectionTest: null,
      lastConnectionStatus: null,
      lastConnectionError: null,
      updatedAt: null,
    };
  const { id: _, operationMode, lastConnectionStatus, emision, ...rest } = row;
  return {
    configured: true,
    ...rest,
    emision: emision === 'electronica' ? 'electronica' : 'impresa',
    operationMode: operationMode === 'production' ? 'production' : 'testing',
    lastConnectionStatus:
      lastConnectionStatus === 'success' || lastConnectionStatus === 'failed' ? lastConnectionStatus : null,
  };
}
