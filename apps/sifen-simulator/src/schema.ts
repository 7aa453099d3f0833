import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { XSD_DIR } from './sifen-files';

/**
 * XSD validation with libxml2 compiled to WebAssembly. Each call runs in a fresh worker and compiles
 * the schema again, so the files are read once and several documents share one call (a lote's 50
 * rDE cost one compile, not 50).
 */
let schemaFiles: XMLFileInfo[] | undefined;

function loadSchemaFiles(): XMLFileInfo[] {
  schemaFiles ??= readdirSync(XSD_DIR)
    .filter((name) => name.endsWith('.xsd'))
    .map((name) => ({ fileName: name, contents: readFileSync(join(XSD_DIR, name), 'utf8') }));
  return schemaFiles;
}

/** The schemas a request or document is checked against, by the file that declares its root. */
export type SchemaName =
  | 'siRecepDE_v150.xsd'
  | 'siRecepEvento_v150.xsd'
  | 'WS_SiRecepDE_v150.xsd'
  | 'WS_SiRecepLoteDE_v141.xsd'
  | 'WS_SiConsLote_v141.xsd'
  | 'WS_SiConsDE_v141.xsd'
  | 'WS_SiConsRUC_v141.xsd'
  | 'WS_SiRecepEvento_v150.xsd';

/** Validates each document; returns, per document, its first schema error or null when valid. */
export async function validateAgainst(schema: SchemaName, documents: string[]): Promise<(string | null)[]> {
  const files = loadSchemaFiles();
  const main = files.find((file) => file.fileName === schema);
  if (!main) throw new Error(`Falta el esquema ${schema}`);
  const xml = documents.map((contents, i) => ({ fileName: `documento_${i}.xml`, contents }));
  const result = await validateXML({
    xml,
    schema: main,
    preload: files.filter((file) => file !== main),
    maxMemoryPages: 2048,
  });
  return xml.map(({ fileName }) => {
    const error = result.errors.find((e) => e.loc?.fileName === fileName);
    return error ? error.message : null;
  });
}
