import { asuncionLocal } from '../asuncion-time';
import { signElement } from './sign';

const NS = 'http://ekuatia.set.gov.py/sifen/xsd';

type Key = { keyPem: string; certPem: string };

/** A signed gGroupGesEve around one rEve, the shape of samples/evento-*.signed.xml (test-only). */
function signedEvent(key: Key, signedAt: Date, typeGroup: string, id: number): string {
  const rEve =
    `<rEve Id="${id}"><dFecFirma>${asuncionLocal(signedAt)}</dFecFirma><dVerFor>150</dVerFor>` +
    `<gGroupTiEvt>${typeGroup}</gGroupTiEvt></rEve>`;
  return signElement(`<gGroupGesEve xmlns="${NS}"><rGesEve>${rEve}</rGesEve></gGroupGesEve>`, 'rEve', key);
}

export function cancelacion(key: Key, cdc: string, signedAt: Date, id = 1): string {
  return signedEvent(
    key,
    signedAt,
    `<rGeVeCan><Id>${cdc}</Id><mOtEve>Error en los datos del cliente</mOtEve></rGeVeCan>`,
    id,
  );
}

export interface InutilizacionRange {
  readonly timbrado?: string;
  readonly est?: string;
  readonly punto?: string;
  readonly from: number;
  readonly to: number;
}

export function inutilizacion(key: Key, range: InutilizacionRange, signedAt: Date, id = 1): string {
  const n = (value: number) => String(value).padStart(7, '0');
  return signedEvent(
    key,
    signedAt,
    `<rGeVeInu><dNumTim>${range.timbrado ?? '12345678'}</dNumTim><dEst>${range.est ?? '001'}</dEst>` +
      `<dPunExp>${range.punto ?? '002'}</dPunExp><dNumIn>${n(range.from)}</dNumIn><dNumFin>${n(range.to)}</dNumFin>` +
      `<iTiDE>1</iTiDE><mOtEve>Numeros reservados no utilizados</mOtEve></rGeVeInu>`,
    id,
  );
}
