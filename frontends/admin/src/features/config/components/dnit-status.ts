/** What the DNIT banner reads of the settings. */
export interface DnitStatusFields {
  readonly isActive: boolean;
  readonly lastConnectionStatus: 'success' | 'failed' | null;
  readonly lastConnectionError: string | null;
}

export type DnitBannerState = 'working' | 'error' | 'untested' | 'inactive';

/** Spec 2 §4 "DNIT banner", in its order: a failed last test wins over everything but a working one. */
export function dnitBannerState(config: DnitStatusFields | null | undefined): DnitBannerState {
  if (!config) return 'inactive';
  if (config.isActive && config.lastConnectionStatus === 'success') return 'working';
  if (config.lastConnectionStatus === 'failed') return 'error';
  if (config.isActive) return 'untested';
  return 'inactive';
}

export const DNIT_BANNER_TITLE: Readonly<Record<DnitBannerState, string>> = {
  working: 'Integración DNIT funcionando',
  error: 'Error en la integración DNIT',
  untested: 'DNIT configurado, conexión sin probar',
  inactive: 'Integración DNIT inactiva',
};

export function dnitBannerMessage(
  state: DnitBannerState,
  config: DnitStatusFields | null | undefined,
): string {
  switch (state) {
    case 'working':
      return 'La última prueba de conexión fue exitosa.';
    case 'error':
      return config?.lastConnectionError || 'Error desconocido';
    case 'untested':
      return "Use 'Probar conexión' para verificar el acceso a DNIT.";
    case 'inactive':
      return 'La facturación electrónica no está activa.';
    default: {
      const never: never = state;
      return never;
    }
  }
}
