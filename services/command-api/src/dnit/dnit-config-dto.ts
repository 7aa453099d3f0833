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
      certificateSubject: null,
      certificateExpiresAt: null,
      lastConnectionTest: null,
      lastConnectionStatus: null,
      lastConnectionError: null,
      updatedAt: null,
    };
  const { id: _, operationMode, lastConnectionStatus, ...rest } = row;
  return {
    configured: true,
    ...rest,
    operationMode: operationMode === 'production' ? 'production' : 'testing',
    lastConnectionStatus:
      lastConnectionStatus === 'success' || lastConnectionStatus === 'failed' ? lastConnectionStatus : null,
  };
}
