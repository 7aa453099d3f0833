/** Spanish texts of the DNIT rules; the same as the form's (libs/contracts/dnit-config). */
export const dnitMessages = {
  authTokenRequired: 'El token de autenticación es requerido',
  certificateUnreadable: 'El certificado no es un archivo .p12/.pfx válido',
  certificatePasswordWrong: 'La contraseña del certificado es incorrecta',
  certificateNoPrivateKey: 'El certificado no contiene la clave privada para firmar',
  notConfigured: 'Debe guardar la configuración DNIT antes de probar la conexión.',
  timbradoElectronicoRequired: 'El número de timbrado electrónico es obligatorio para la emisión electrónica',
  timbradoElectronicoDesdeRequired:
    'La fecha de inicio del timbrado electrónico es obligatoria para la emisión electrónica',
  cscIdRequired: 'El ID del CSC es obligatorio para la emisión electrónica',
  cscSecretRequired: 'El CSC (código secreto) es obligatorio para la emisión electrónica',
  certificateRequired: 'El certificado (.p12) es obligatorio para la emisión electrónica',
  certificateExpired: (day: string) => `El certificado venció el ${day}; cargue uno vigente`,
  companyRucMissing: 'Configure el RUC de la empresa antes de activar la emisión electrónica',
  companyNotReady: (problem: string) =>
    `Complete los datos de la empresa (Configuración → Empresa) antes de la emisión electrónica: ${problem}`,
  companyStillElectronic: (problem: string) =>
    `La emisión es electrónica y SIFEN rechazaría estos datos de la empresa: ${problem}`,
  certificateOtherRuc: (serialNumber: string | null, ruc: string) =>
    serialNumber
      ? `El certificado es de ${serialNumber}, no del RUC de la empresa (RUC${ruc})`
      : `El certificado no indica el RUC de la empresa (RUC${ruc}) en su serialNumber`,
} as const;
