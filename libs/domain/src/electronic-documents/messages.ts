/** Spanish texts of the electronic document's rules, beside the rules that raise them. */
export const electronicDocumentMessages = {
  alreadySigned: 'El documento electrónico ya fue firmado',
  wrongSecurityCode: 'El código de seguridad no es el pedido para el reenvío',
  notSendable: 'El documento electrónico no está pendiente de envío',
  mustConsultFirst:
    'El documento ya se envió y no se conoce la respuesta: se consulta el CDC en SIFEN antes de reenviarlo',
  notInLote: 'El documento no fue enviado en un lote',
  approvalWithoutProtocol: 'Una aprobación de SIFEN sin número de protocolo no es una aprobación',
  resendOnlyRejected: 'Solo un documento rechazado puede volver a enviarse',
  answerPending:
    'El documento fue enviado a SIFEN y su respuesta todavía no se conoce: se anulará cuando llegue',
  notApproved: 'Solo un documento aprobado puede cancelarse',
  cancelWindowClosed:
    'Pasaron más de 48 horas desde la aprobación: la factura electrónica requiere una nota de crédito y no se anula',
  notWithdrawn: 'Solo el número de un documento anulado sin aprobar se inutiliza',
  approvedIsCancelled: 'El documento electrónico fue aprobado: se cancela, no se retira',
} as const;
