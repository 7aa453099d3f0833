import type { ConnectionResult } from '../dnit/connection-test';
import { errorText } from './delivery-answers';
import { SifenClient } from './sifen-client';
import type { SifenEndpoint } from './soap-transport';

/**
 * "Probar conexión" for electronic emission: asks SIFEN (siConsRUC, mutual TLS with the company's
 * .p12) for the company's own RUC, and says in Spanish what stands between it and invoicing.
 */
export async function checkOwnRuc(
  endpoint: SifenEndpoint,
  companyRuc: string | null,
): Promise<ConnectionResult> {
  if (!companyRuc) return { success: false, error: 'Falta el RUC de la empresa en la configuración.' };
  const [base = ''] = companyRuc.trim().split('-');
  const client = new SifenClient(endpoint);
  try {
    const answer = await client.consultaRUC(base);
    switch (answer.kind) {
      case 'found':
        if (answer.estado !== 'ACT')
          return {
            success: false,
            error: `SIFEN informa el RUC ${companyRuc} (${answer.razonSocial}) en estado ${answer.estadoDescripcion}.`,
          };
        if (!answer.facturadorElectronico)
          return {
            success: false,
            error: `SIFEN informa que el RUC ${companyRuc} (${answer.razonSocial}) no está habilitado como facturador electrónico.`,
          };
        return { success: true, error: null };
      case 'not_found':
      case 'error':
        return { success: false, error: `SIFEN respondió ${answer.code}: ${answer.message}` };
      case 'unknown':
        return { success: false, error: `Respuesta inesperada de SIFEN: ${answer.reason}` };
      default: {
        const never: never = answer;
        return never;
      }
    }
  } catch (error) {
    return { success: false, error: errorText(error) };
  } finally {
    client.close();
  }
}
