import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The v150 schemas and service descriptions live in @lavadero/fiscal (libs/fiscal/sifen): found
 * through the package so that the simulator reads the same files wherever the repo is checked out.
 */
const fiscalSrc = dirname(createRequire(import.meta.url).resolve('@lavadero/fiscal/ruc'));
export const SIFEN_DIR = join(fiscalSrc, '..', 'sifen');
export const XSD_DIR = join(SIFEN_DIR, 'xsd');
export const WSDL_DIR = join(SIFEN_DIR, 'wsdl');
