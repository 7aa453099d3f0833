import {
  type DnitConfigBody,
  type DnitConfigDto,
  type Emision,
  type OPERATION_MODE_VALUES,
  SECRET_MASK,
} from '@lavadero/contracts/dnit-config';
import type { Control } from 'react-hook-form';

/** What the DNIT form holds: texts as typed, the chosen certificate as a data URL (none chosen: undefined). */
export interface DnitFormValues {
  endpointUrl: string;
  authToken: string;
  certificateData: string | undefined;
  certificatePassword: string;
  operationMode: (typeof OPERATION_MODE_VALUES)[number];
  isActive: boolean;
  emision: Emision;
  timbradoElectronico: string;
  timbradoElectronicoDesde: string;
  cscId: string;
  cscSecret: string;
}

/**
 * The DNIT form's starting values: a stored secret shows as the mask, which the shared schema reads as
 * "unchanged" when it comes back; the certificate file is only sent when a new one is chosen.
 */
export function dnitFormValues(config: DnitConfigDto | null | undefined): DnitFormValues {
  return {
    endpointUrl: config?.endpointUrl ?? '',
    authToken: config?.hasAuthToken ? SECRET_MASK : '',
    certificateData: undefined,
    certificatePassword: config?.hasCertificatePassword ? SECRET_MASK : '',
    operationMode: config?.operationMode ?? 'testing',
    isActive: config?.isActive ?? false,
    emision: config?.emision ?? 'impresa',
    timbradoElectronico: config?.timbradoElectronico ?? '',
    timbradoElectronicoDesde: config?.timbradoElectronicoDesde ?? '',
    cscId: config?.cscId ?? '',
    cscSecret: config?.hasCscSecret ? SECRET_MASK : '',
  };
}

/** What a group of the DNIT form's fields is given: the form, the stored settings, whether saving. */
export interface DnitFieldsProps {
  readonly control: Control<DnitFormValues, unknown, DnitConfigBody>;
  readonly config: DnitConfigDto | null;
  readonly disabled: boolean;
}
