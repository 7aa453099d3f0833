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

/**
 * siRecepDE's request and the rDE inside it (xDE skips its content) in one run: the two schemas
 * share their types, so one file can include both. The lote schema uses v141 types that clash.
 */
const RECIBE_WITH_DE = {
  fileName: 'simulador-recibe.xsd',
  contents:
    '<?xml version="1.0" encoding="UTF-8"?><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" ' +
    'targetNamespace="http://ekuatia.set.gov.py/sifen/xsd" elementFormDefault="qualified">' +
    '<xs:include schemaLocation="siRecepDE_v150.xsd"/><xs:include schemaLocation="WS_SiRecepDE_v150.xsd"/>' +
    '</xs:schema>',
};

function loadSchemaFiles(): XMLFileInfo[] {
  schemaFiles ??= readdirSync(XSD_DIR)
    .filter((name) => name.endsWith('.xsd'))
    .map((name) => ({ fileName: name, contents: readFileSync(join(XSD_DIR, name), 'utf8') }))
    .concat(RECIBE_WITH_DE);
  return schemaFiles;
}

/** The schemas a request or document is checked against, by the file that declares its root. */
export type SchemaName =
  | 'siRecepDE_v150.xsd'
  | 'siRecepEvento_v150.xsd'
  | 'WS_SiRecepDE_v150.xsd'
  | 'simulador-recibe.xsd'
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
