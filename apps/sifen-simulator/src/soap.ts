import type { Element } from '@xmldom/xmldom';
import { childElements, escapeXml, MalformedXmlError, parseXml, SIFEN_NS } from './xml';

export const SOAP12_NS = 'http://www.w3.org/2003/05/soap-envelope';

/** The element inside env:Body; a text that is not a SOAP 1.2 envelope counts as malformed. */
export function bodyOf(envelopeText: string): Element {
  const envelope = parseXml(envelopeText);
  if (envelope.localName !== 'Envelope' || envelope.namespaceURI !== SOAP12_NS) {
    throw new MalformedXmlError('se esperaba un sobre SOAP 1.2');
  }
  const body = childElements(envelope, 'Body', SOAP12_NS)[0];
  const content = body ? childElements(body)[0] : undefined;
  if (!content) throw new MalformedXmlError('el sobre SOAP no tiene cuerpo');
  return content;
}

/** A response node: `ns2:`-prefixed element with text, children, or raw (already escaped) XML. */
export type XmlNode = readonly [name: string, content: string | number | readonly (XmlNode | null)[]];

export function render([name, content]: XmlNode): string {
  const inner = Array.isArray(content)
    ? content.map((child) => (child ? render(child) : '')).join('')
    : escapeXml(String(content));
  return `<ns2:${name}>${inner}</ns2:${name}>`;
}

/** The SOAP 1.2 answer with its root in the SIFEN namespace under the `ns2` prefix, as SIFEN does. */
export function envelope([name, content]: XmlNode): string {
  const root = render([name, content]).replace(`<ns2:${name}>`, `<ns2:${name} xmlns:ns2="${SIFEN_NS}">`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<env:Envelope xmlns:env="${SOAP12_NS}"><env:Header/><env:Body>${root}</env:Body></env:Envelope>`
  );
}
