import { DNIT_CONFIG_EVENT_TYPES, type DnitConfigEvent } from '@lavadero/domain/dnit/events';
import { assertNever } from '@lavadero/domain/shared/decider';
import { entityProjection } from '../entity-projection';
import type { DnitConfigRow } from './dnit-config.table';

export const DNIT_CONFIG_ROW_ID = 'dnit';

/** Pure: the settings' row after one event; secrets leave only a flag behind. */
export function evolveDnitConfigRow(row: DnitConfigRow | null, event: DnitConfigEvent): DnitConfigRow | null {
  switch (event.type) {
    case 'DnitConfigSaved': {
      const d = event.data;
      return {
        id: DNIT_CONFIG_ROW_ID,
        endpointUrl: d.endpointUrl,
        operationMode: d.operationMode,
        isActive: d.isActive,
        hasAuthToken: Boolean(d.authToken) || (row?.hasAuthToken ?? false),
        hasCertificate: Boolean(d.certificate) || (row?.hasCertificate ?? false),
        hasCertificatePassword: Boolean(d.certificatePassword) || (row?.hasCertificatePassword ?? false),
        emision: d.emision ?? 'impresa',
        timbradoElectronico: d.timbradoElectronico ?? null,
        timbradoElectronicoDesde: d.timbradoElectronicoDesde ?? null,
        cscId: d.cscId ?? null,
        hasCscSecret: Boolean(d.cscSecret) || (row?.hasCscSecret ?? false),
        certificateSubject: d.certificate ? d.certificate.subject : (row?.certificateSubject ?? null),
        certificateExpiresAt: d.certificate ? d.certificate.expiresAt : (row?.certificateExpiresAt ?? null),
        lastConnectionTest: row?.lastConnectionTest ?? null,
        lastConnectionStatus: row?.lastConnectionStatus ?? null,
        lastConnectionError: row?.lastConnectionError ?? null,
        updatedAt: d.at,
      };
    }
    case 'DnitConnectionTestRequested':
      return row;
    case 'DnitConnectionTested':
      if (row === null) return null;
      return {
        ...row,
        lastConnectionTest: event.data.at,
        lastConnectionStatus: event.data.success ? 'success' : 'failed',
        lastConnectionError: event.data.success ? null : event.data.error,
      };
    default:
      return assertNever(event);
  }
}

export const dnitConfigProjection = entityProjection({
  name: 'dnit_config',
  table: 'dnitConfig',
  handles: DNIT_CONFIG_EVENT_TYPES,
  idOf: () => DNIT_CONFIG_ROW_ID,
  evolve: evolveDnitConfigRow,
});
