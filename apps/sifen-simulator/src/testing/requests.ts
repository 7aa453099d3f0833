import { strToU8, zipSync } from 'fflate';
import { soapEnvelope } from './soap-client';

const NS = 'http://ekuatia.set.gov.py/sifen/xsd';
const noDeclaration = (xml: string) => xml.replace(/^<\?xml[^>]*\?>/, '');

/** Request bodies of the six services, as SIFEN's WS schemas define them (test-only). */
export const requests = {
  recibe: (rde: string, dId = 1) =>
    soapEnvelope(`<rEnviDe xmlns="${NS}"><dId>${dId}</dId><xDE>${noDeclaration(rde)}</xDE></rEnviDe>`),
  lote: (rdes: string[], dId = 1) => {
    const lote = `<rLoteDE xmlns="${NS}">${rdes.map(noDeclaration).join('')}</rLoteDE>`;
    const zip = Buffer.from(zipSync({ 'lote.xml': strToU8(lote) })).toString('base64');
    return soapEnvelope(`<rEnvioLote xmlns="${NS}"><dId>${dId}</dId><xDE>${zip}</xDE></rEnvioLote>`);
  },
  consultaLote: (protocol: string) =>
    soapEnvelope(
      `<rEnviConsLoteDe xmlns="${NS}"><dId>1</dId><dProtConsLote>${protocol}</dProtConsLote></rEnviConsLoteDe>`,
    ),
  consulta: (cdc: string) =>
    soapEnvelope(`<rEnviConsDeRequest xmlns="${NS}"><dId>1</dId><dCDC>${cdc}</dCDC></rEnviConsDeRequest>`),
  consultaRuc: (ruc: string) =>
    soapEnvelope(`<rEnviConsRUC xmlns="${NS}"><dId>1</dId><dRUCCons>${ruc}</dRUCCons></rEnviConsRUC>`),
  evento: (gGroupGesEve: string) =>
    soapEnvelope(
      `<rEnviEventoDe xmlns="${NS}"><dId>1</dId><dEvReg>${noDeclaration(gGroupGesEve)}</dEvReg></rEnviEventoDe>`,
    ),
};

export const PATHS = {
  recibe: '/de/ws/sync/recibe.wsdl',
  lote: '/de/ws/async/recibe-lote.wsdl',
  consultaLote: '/de/ws/consultas/consulta-lote.wsdl',
  consulta: '/de/ws/consultas/consulta.wsdl',
  consultaRuc: '/de/ws/consultas/consulta-ruc.wsdl',
  evento: '/de/ws/eventos/evento.wsdl',
} as const;
