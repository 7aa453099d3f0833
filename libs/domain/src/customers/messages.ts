/** Spanish texts for the refusals of the customers context, beside the rules that raise them. */
export const customerMessages = {
  notFound: 'Cliente no encontrado',
  alreadyExists: 'El cliente ya existe',
  touristDataRequired: 'Para régimen turismo es obligatorio país, pasaporte y fecha de ingreso',
  documentTaken: (docTipo: string, docNumero: string) =>
    `Ya existe otro cliente con el documento ${docTipo} ${docNumero}`,
  changedMeanwhile: 'Otro usuario modificó este cliente al mismo tiempo. Intente nuevamente.',
  vehicleNotFound: 'Vehículo no encontrado',
  vehicleAlreadyExists: 'El vehículo ya existe',
  plateTaken: (placa: string) => `Ya existe otro vehículo registrado con la placa ${placa}`,
  vehicleChangedMeanwhile: 'Otro usuario modificó este vehículo al mismo tiempo. Intente nuevamente.',
} as const;
