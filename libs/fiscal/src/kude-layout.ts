import { formatDayEs } from './asuncion-day';
import { consultaUrlOf } from './sifen-hosts';

/** The printed representation of an electronic invoice (KuDE): what it adds to the invoice. */
export interface KudeLayout {
  readonly titulo: string;
  readonly timbrado: string;
  /** 'Fecha de inicio de vigencia: 01/11/2026'; an electronic timbrado has no end. */
  readonly vigencia: string;
  /** 'CDC: 0180 0280 …', the 44 digits in groups of four; null while the CDC is not known. */
  readonly cdc: string | null;
  readonly consulta: string;
  /** The QR's lookup URL once the document is signed; null before. */
  readonly qrUrl: string | null;
  /** Printed where the QR goes while the document is not signed yet. */
  readonly pendiente: string | null;
}

export const KUDE_TITLE = 'KuDE de Factura Electrónica';
export const KUDE_PENDING_SIGNATURE = 'Documento electrónico en proceso de firma';

/** '01802800…' as '0180 2800 …': groups of four, as the KuDE prints it to be read aloud or typed. */
export function cdcInGroups(cdc: string): string {
  return (cdc.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

export function layoutKude(input: {
  readonly timbradoNumero: string;
  /** YYYY-MM-DD. */
  readonly timbradoDesde: string;
  readonly cdc: string | null | undefined;
  readonly qrUrl: string | null | undefined;
}): KudeLayout {
  const qrUrl = input.qrUrl ?? null;
  return {
    titulo: KUDE_TITLE,
    timbrado: `Timbrado N°: ${input.timbradoNumero}`,
    vigencia: `Fecha de inicio de vigencia: ${formatDayEs(input.timbradoDesde)}`,
    cdc: input.cdc ? `CDC: ${cdcInGroups(input.cdc)}` : null,
    consulta: `Consulte la validez de esta Factura Electrónica con el número de CDC impreso abajo en: ${consultaUrlOf(qrUrl)}`,
    qrUrl,
    pendiente: qrUrl ? null : KUDE_PENDING_SIGNATURE,
  };
}
