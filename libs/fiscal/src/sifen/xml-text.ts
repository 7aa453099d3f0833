/** Text and attribute values escaped for XML; the document is built as text, never re-serialised. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** `<name>text</name>`, or nothing when the value is absent. */
export function el(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

/** `<name>…children…</name>` from already built fragments. */
export function group(name: string, ...children: string[]): string {
  return `<${name}>${children.join('')}</${name}>`;
}

export const SIFEN_NS = 'http://ekuatia.set.gov.py/sifen/xsd';
