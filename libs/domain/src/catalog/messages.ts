/** Spanish texts for the refusals of the catalog context (services, combos, categories). */
export const catalogMessages = {
  serviceNotFound: 'Servicio no encontrado',
  serviceExists: 'El servicio ya existe',
  comboNotFound: 'Combo no encontrado',
  comboExists: 'El combo ya existe',
  categoryNotFound: 'Categoría no encontrada',
  categoryExists: 'La categoría ya existe',
  comboTooFewServices: 'Un combo debe incluir al menos 2 servicios',
  comboDuplicateService: 'Un combo no puede incluir el mismo servicio más de una vez',
  comboUnknownService: 'Uno de los servicios elegidos no existe',
  comboInactiveService: (nombre: string) =>
    `El servicio "${nombre}" está inactivo y no puede formar parte de un combo`,
} as const;
