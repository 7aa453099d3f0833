import { type DnitConfigDto, type DnitConfigFormValues, SECRET_MASK } from '@lavadero/contracts/dnit-config';

/**
 * The DNIT form's starting values: a stored secret shows as the mask, which the shared schema reads as
 * "unchanged" when it comes back; the certificate file is only sent when a new one is chosen.
 */
export function dnitFormValues(config: DnitConfigDto | null | undefined): DnitConfigFormValues {
  return {
    endpointUrl: config?.endpointUrl ?? '',
    authToken: config?.hasAuthToken ? SECRET_MASK : '',
    certificateData: undefined,
    certificatePassword: config?.hasCertificatePassword ? SECRET_MASK : '',
    operationMode: config?.operationMode ?? 'testing',
    isActive: config?.isActive ?? false,
  };
}
