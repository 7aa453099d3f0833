import { SifenInputError } from './errors';
import type { FacturaBuyer } from './factura-input';
import { SIFEN_COUNTRIES } from './paises';
import { rucParts } from './ruc-parts';
import { el, group } from './xml-text';

/** iTiOpe: what kind of operation the buyer makes it. */
const B2B = 1;
const B2C = 2;
const B2F = 4;

/** iTipIDRec and its text for a person's identity document. */
const PERSON_DOCUMENTS = {
  cedula_paraguaya: [1, 'Cédula paraguaya'],
  pasaporte: [2, 'Pasaporte'],
  cedula_extranjera: [3, 'Cédula extranjera'],
} as const;

const PARAGUAY = [el('cPaisRec', 'PRY'), el('dDesPaisRe', 'Paraguay')].join('');

function name(nombre: string): string {
  const text = nombre.trim();
  if (text.length < 4 || text.length > 255) {
    throw new SifenInputError(
      'BUYER_INVALID',
      'El nombre del cliente debe tener entre 4 y 255 caracteres para SIFEN',
    );
  }
  return text;
}

/** SIFEN's document numbers hold letters, digits and dashes only: '1.234.567' is written 1234567. */
function documentNumber(text: string, what: string): string {
  const cleaned = text.replace(/[^0-9A-Za-z-]/g, '');
  if (cleaned.length < 1 || cleaned.length > 20) {
    throw new SifenInputError('BUYER_INVALID', `${what} del cliente no es válido para SIFEN`);
  }
  return cleaned;
}

function identified(type: number, description: string, numero: string): string {
  return [el('iTipIDRec', type), el('dDTipIDRec', description), el('dNumIDRec', numero)].join('');
}

/** gDatRec for each kind of buyer. Only identification and name: the address is optional. */
export function buyerXml(buyer: FacturaBuyer): string {
  switch (buyer.kind) {
    case 'contribuyente': {
      const ruc = rucParts(buyer.ruc, 'del cliente');
      return group(
        'gDatRec',
        el('iNatRec', 1),
        el('iTiOpe', B2B),
        PARAGUAY,
        el('iTiContRec', ruc.taxpayerType),
        el('dRucRec', ruc.base),
        el('dDVRec', ruc.dv),
        el('dNomRec', name(buyer.nombre)),
      );
    }
    case 'persona': {
      const [type, description] = PERSON_DOCUMENTS[buyer.documentType ?? 'cedula_paraguaya'];
      return group(
        'gDatRec',
        el('iNatRec', 2),
        el('iTiOpe', B2C),
        PARAGUAY,
        identified(type, description, documentNumber(buyer.documento, 'El documento')),
        el('dNomRec', name(buyer.nombre)),
      );
    }
    case 'turista': {
      const country = SIFEN_COUNTRIES[buyer.pais];
      if (!country) throw new SifenInputError('BUYER_INVALID', `País desconocido para SIFEN: ${buyer.pais}`);
      return group(
        'gDatRec',
        el('iNatRec', 2),
        el('iTiOpe', B2F),
        el('cPaisRec', buyer.pais),
        el('dDesPaisRe', country),
        identified(2, 'Pasaporte', documentNumber(buyer.pasaporte, 'El pasaporte')),
        el('dNomRec', name(buyer.nombre)),
      );
    }
    case 'innominado':
      return group(
        'gDatRec',
        el('iNatRec', 2),
        el('iTiOpe', B2C),
        PARAGUAY,
        identified(5, 'Innominado', '0'),
        el('dNomRec', 'Sin Nombre'),
      );
    default: {
      const never: never = buyer;
      throw new Error(`Comprador desconocido: ${JSON.stringify(never)}`);
    }
  }
}
