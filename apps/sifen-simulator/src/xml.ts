import { DOMParser, type Element, XMLSerializer } from '@xmldom/xmldom';

export const SIFEN_NS = 'http://ekuatia.set.gov.py/sifen/xsd';
export const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';

export class MalformedXmlError extends Error {}

/** Parses text as XML; any parser error (not only a fatal one) means "mal formado" (0160). */
export function parseXml(text: string): Element {
  const problems: string[] = [];
  let root: Element | null;
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') problems.push(message);
      },
    }).parseFromString(text, 'text/xml');
    root = doc.documentElement;
  } catch (error) {
    throw new MalformedXmlError(error instanceof Error ? error.message : String(error));
  }
  if (problems.length > 0 || !root) throw new MalformedXmlError(problems[0] ?? 'documento vacío');
  return root;
}

export function serialize(node: Element): string {
  return new XMLSerializer().serializeToString(node);
}

export function childElements(parent: Element, localName?: string, ns: string | null = null): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    if (localName && element.localName !== localName) continue;
    if (ns !== null && element.namespaceURI !== ns) continue;
    found.push(element);
  }
  return found;
}

/** The first descendant (document order) in the SIFEN namespace with that local name. */
export function find(root: Element, localName: string): Element | undefined {
  return root.getElementsByTagNameNS(SIFEN_NS, localName)[0] ?? undefined;
}

export function findAll(root: Element, localName: string): Element[] {
  return Array.from(root.getElementsByTagNameNS(SIFEN_NS, localName));
}

/** Trimmed text of the first SIFEN descendant with that name, or undefined when absent. */
export function text(root: Element, localName: string): string | undefined {
  return find(root, localName)?.textContent?.trim();
}

/** Follows a path of SIFEN child names from `root`; undefined at the first missing step. */
export function path(root: Element, ...names: string[]): Element | undefined {
  let current: Element | undefined = root;
  for (const name of names) {
    current = current ? childElements(current, name, SIFEN_NS)[0] : undefined;
  }
  return current;
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
