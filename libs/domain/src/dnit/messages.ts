/** Spanish texts of the DNIT rules; the same as the form's (libs/contracts/dnit-config). */
export const dnitMessages = {
  authTokenRequired: 'El token de autenticación es requerido',
  certificateUnreadable: 'El certificado no es un archivo .p12/.pfx válido',
  certificatePasswordWrong: 'La contraseña del certificado es incorrecta',
  notConfigured: 'Debe guardar la configuración DNIT antes de probar la conexión.',
} as const;
