import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  parseConsultaDE,
  parseConsultaRUC,
  parseEvento,
  parseLoteReceipt,
  parseLoteResult,
  parseRecepcion,
} from './soap-answers';
import { eventoRequest, loteRequest } from './soap-requests';

const CDC = '01800280610001001000000122026112517123456781';
const soap = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Body>${body}</env:Body></env:Envelope>`;
const ns = 'xmlns:ns2="http://ekuatia.set.gov.py/sifen/xsd"';
const protDe = (estado: string, results: [string, string][], protocol?: string, id = CDC) =>
  soap(
    `<ns2:rRetEnviDe ${ns}><ns2:rProtDe><ns2:Id>${id}</ns2:Id><ns2:dFecProc>2026-11-25T10:00:00-03:00</ns2:dFecProc><ns2:dDigVal>abc</ns2:dDigVal><ns2:dEstRes>${estado}</ns2:dEstRes>${
      protocol ? `<ns2:dProtAut>${protocol}</ns2:dProtAut>` : ''
    }${results.map(([c, m]) => `<ns2:gResProc><ns2:dCodRes>${c}</ns2:dCodRes><ns2:dMsgRes>${m}</ns2:dMsgRes></ns2:gResProc>`).join('')}</ns2:rProtDe></ns2:rRetEnviDe>`,
  );

describe('siRecepDE answers', () => {
  it('reads an approval, an approval with observation and a rejection', () => {
    expect(parseRecepcion(protDe('Aprobado', [['0260', 'Autorización satisfactoria']], '1234'), CDC)).toEqual(
      {
        kind: 'approved',
        protocol: '1234',
      },
    );
    expect(
      parseRecepcion(
        protDe('Aprobado con observación', [['1005', 'Transmisión extemporánea del DE']], '99'),
        CDC,
      ),
    ).toEqual({
      kind: 'approved',
      protocol: '99',
      observation: { code: '1005', message: 'Transmisión extemporánea del DE' },
    });
    expect(parseRecepcion(protDe('Rechazado', [['1101', 'Timbrado inválido']]), CDC)).toEqual({
      kind: 'rejected',
      code: '1101',
      message: 'Timbrado inválido',
    });
  });

  it('never takes a malformed or unexpected answer as an approval', () => {
    const cases = [
      'no es xml <',
      '',
      soap('<ns2:rRetEnviDe/>'),
      protDe('Aprobado', [['0260', 'ok']]), // no protocol
      protDe('Aprobado', [['0260', 'ok']], 'ABC'), // not a protocol
      protDe('Aprobado', [['0260', 'ok']], '1', 'otro-cdc'),
      protDe('Aprobadísimo', [['0260', 'ok']], '1'),
      protDe('Rechazado', []),
      '<html><body>502 Bad Gateway</body></html>',
    ];
    for (const body of cases) expect(parseRecepcion(body, CDC).kind).toBe('unknown');
  });
});

describe('lote answers', () => {
  const receipt = (code: string, protocol: string) =>
    soap(
      `<ns2:rResEnviLoteDe ${ns}><ns2:dFecProc>x</ns2:dFecProc><ns2:dCodRes>${code}</ns2:dCodRes><ns2:dMsgRes>m</ns2:dMsgRes><ns2:dProtConsLote>${protocol}</ns2:dProtConsLote><ns2:dTpoProces>1</ns2:dTpoProces></ns2:rResEnviLoteDe>`,
    );
  it('reads the receipt: 0300 with a protocol, or the refusal', () => {
    expect(parseLoteReceipt(receipt('0300', '4567'))).toEqual({ kind: 'received', protocol: '4567' });
    expect(parseLoteReceipt(receipt('0301', '0'))).toEqual({ kind: 'refused', code: '0301', message: 'm' });
    expect(parseLoteReceipt(receipt('0300', '0')).kind).toBe('unknown');
  });

  const result = (code: string, items = '') =>
    soap(
      `<ns2:rResEnviConsLoteDe ${ns}><ns2:dFecProc>x</ns2:dFecProc><ns2:dCodResLot>${code}</ns2:dCodResLot><ns2:dMsgResLot>m</ns2:dMsgResLot>${items}</ns2:rResEnviConsLoteDe>`,
    );
  const item = (id: string, estado: string, code: string, protocol?: string) =>
    `<ns2:gResProcLote><ns2:id>${id}</ns2:id><ns2:dEstRes>${estado}</ns2:dEstRes>${protocol ? `<ns2:dProtAut>${protocol}</ns2:dProtAut>` : ''}<ns2:gResProc><ns2:dCodRes>${code}</ns2:dCodRes><ns2:dMsgRes>msg ${code}</ns2:dMsgRes></ns2:gResProc></ns2:gResProcLote>`;
  it('reads the result: in process, done per CDC, or to be asked per CDC', () => {
    expect(parseLoteResult(result('0361'))).toEqual({ kind: 'processing' });
    expect(parseLoteResult(result('0364'))).toEqual({ kind: 'unavailable', code: '0364', message: 'm' });
    const done = parseLoteResult(
      result('0362', item('A', 'Aprobado', '0260', '11') + item('B', 'Rechazado', '1001')),
    );
    expect(done.kind).toBe('done');
    if (done.kind !== 'done') return;
    expect(done.documents.get('A')).toEqual({ kind: 'approved', protocol: '11' });
    expect(done.documents.get('B')).toEqual({ kind: 'rejected', code: '1001', message: 'msg 1001' });
    expect(parseLoteResult(result('9999')).kind).toBe('unknown');
  });

  it('sends the lote as a base64 zip of one rLoteDE holding the signed documents', () => {
    const request = loteRequest('1', ['<?xml version="1.0"?><rDE>a</rDE>', '<rDE>b</rDE>']);
    const base64 = /<xDE>([^<]+)<\/xDE>/.exec(request)?.[1] ?? '';
    const files = unzipSync(Buffer.from(base64, 'base64'));
    const [xml] = Object.values(files).map((f) => Buffer.from(f).toString('utf8'));
    expect(xml).toMatch(
      /<rLoteDE xmlns="http:\/\/ekuatia.set.gov.py\/sifen\/xsd"><rDE>a<\/rDE><rDE>b<\/rDE><\/rLoteDE>$/,
    );
    expect(() => loteRequest('1', [])).toThrow();
  });
});

describe('consultations', () => {
  it('siConsDE: found with its protocol (inline or escaped), absent, or unknown', () => {
    const response = (code: string, content = '') =>
      soap(
        `<ns2:rEnviConsDeResponse ${ns}><ns2:dFecProc>x</ns2:dFecProc><ns2:dCodRes>${code}</ns2:dCodRes><ns2:dMsgRes>m</ns2:dMsgRes>${content}</ns2:rEnviConsDeResponse>`,
      );
    const inline =
      '<ns2:xContenDE><ns2:rContDe><ns2:rDE/><ns2:dProtAut>777</ns2:dProtAut></ns2:rContDe></ns2:xContenDE>';
    const escaped =
      '<ns2:xContenDE>&lt;rContDe&gt;&lt;rDE/&gt;&lt;dProtAut&gt;778&lt;/dProtAut&gt;&lt;/rContDe&gt;</ns2:xContenDE>';
    expect(parseConsultaDE(response('0422', inline))).toEqual({
      kind: 'found',
      protocol: '777',
      cancelled: false,
    });
    expect(parseConsultaDE(response('0422', escaped))).toEqual({
      kind: 'found',
      protocol: '778',
      cancelled: false,
    });
    const withEvent = escaped.replace(
      '&lt;/rContDe&gt;',
      '&lt;xContEv&gt;&lt;rGeVeCan/&gt;&lt;/xContEv&gt;&lt;/rContDe&gt;',
    );
    expect(parseConsultaDE(response('0422', withEvent))).toMatchObject({ kind: 'found', cancelled: true });
    expect(parseConsultaDE(response('0420'))).toEqual({ kind: 'absent' });
    expect(parseConsultaDE(response('0422')).kind).toBe('unknown');
    expect(parseConsultaDE(response('0421')).kind).toBe('unknown');
  });

  it('siConsRUC: the company as SIFEN knows it', () => {
    const body = soap(
      `<ns2:rResEnviConsRUC ${ns}><ns2:dCodRes>0502</ns2:dCodRes><ns2:dMsgRes>RUC encontrado</ns2:dMsgRes><ns2:xContRUC><ns2:dRUCCons>80028061</ns2:dRUCCons><ns2:dRazCons>LAVADERO SA</ns2:dRazCons><ns2:dCodEstCons>ACT</ns2:dCodEstCons><ns2:dDesEstCons>ACTIVO</ns2:dDesEstCons><ns2:dRUCFactElec>S</ns2:dRUCFactElec></ns2:xContRUC></ns2:rResEnviConsRUC>`,
    );
    expect(parseConsultaRUC(body)).toEqual({
      kind: 'found',
      ruc: '80028061',
      razonSocial: 'LAVADERO SA',
      estado: 'ACT',
      estadoDescripcion: 'ACTIVO',
      facturadorElectronico: true,
    });
    const missing = soap(
      `<ns2:rResEnviConsRUC ${ns}><ns2:dCodRes>0500</ns2:dCodRes><ns2:dMsgRes>RUC inexistente</ns2:dMsgRes></ns2:rResEnviConsRUC>`,
    );
    expect(parseConsultaRUC(missing)).toEqual({
      kind: 'not_found',
      code: '0500',
      message: 'RUC inexistente',
    });
  });
});

describe('events', () => {
  const answer = (estado: string, code: string, protocol = '') =>
    soap(
      `<ns2:rRetEnviEventoDe ${ns}><ns2:dFecProc>x</ns2:dFecProc><ns2:gResProcEVe><ns2:dEstRes>${estado}</ns2:dEstRes>${protocol && `<ns2:dProtAut>${protocol}</ns2:dProtAut>`}<ns2:id>1</ns2:id><ns2:gResProc><ns2:dCodRes>${code}</ns2:dCodRes><ns2:dMsgRes>msg</ns2:dMsgRes></ns2:gResProc></ns2:gResProcEVe></ns2:rRetEnviEventoDe>`,
    );
  it('reads an accepted and a refused event; anything else is unknown', () => {
    expect(parseEvento(answer('Aprobado', '0600', '5'))).toEqual({ kind: 'accepted', protocol: '5' });
    expect(parseEvento(answer('Rechazado', '4003'))).toEqual({
      kind: 'refused',
      code: '4003',
      message: 'msg',
    });
    expect(parseEvento(answer('Aprobado', '4003')).kind).toBe('unknown');
    expect(parseEvento('garbage').kind).toBe('unknown');
  });

  it('wraps a signed rEve in dEvReg > gGroupGesEve > rGesEve', () => {
    expect(eventoRequest('7', '<?xml version="1.0"?><rEve Id="1"/><Signature/>')).toContain(
      '<dId>7</dId><dEvReg><gGroupGesEve><rGesEve><rEve Id="1"/><Signature/></rGesEve></gGroupGesEve></dEvReg>',
    );
    expect(eventoRequest('7', '<gGroupGesEve><rGesEve/></gGroupGesEve>')).toContain(
      '<dEvReg><gGroupGesEve><rGesEve/></gGroupGesEve></dEvReg>',
    );
  });
});
