import { readdirSync, readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

const XSD_DIR = new URL('../../sifen/xsd/', import.meta.url);
const schemaFiles = readdirSync(XSD_DIR)
  .filter((name) => name.endsWith('.xsd'))
  .map((fileName) => ({ fileName, contents: readFileSync(new URL(fileName, XSD_DIR), 'utf8') }));

/**
 * For tests: validates documents against one of SIFEN's v150 schemas with libxml2 (xmllint-wasm),
 * all in one call so the schema is compiled once. Returns the errors of each document, in order.
 */
export async function schemaErrors(
  schema: 'siRecepDE_v150.xsd' | 'siRecepEvento_v150.xsd',
  documents: readonly string[],
): Promise<string[][]> {
  const main = schemaFiles.find((f) => f.fileName === schema);
  if (!main) throw new Error(`Falta el esquema ${schema}`);
  const files = documents.map((contents, i) => ({ fileName: `doc-${i}.xml`, contents }));
  const result = await validateXML({
    xml: files,
    schema: [main],
    preload: schemaFiles.filter((f) => f !== main),
    maxMemoryPages: 4096,
  });
  return files.map((f) => result.errors.filter((e) => e.loc?.fileName === f.fileName).map((e) => e.message));
}
