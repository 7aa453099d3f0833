/** The invoice's two papers: an A4 sheet, or the 80 mm roll of a thermal printer. */
export type InvoicePaper = 'A4' | '80mm';

/** CSS pixels per millimetre (96 px to the inch). */
const PX_PER_MM = 96 / 25.4;
/** The shortest roll cut, so an empty page is never asked for. */
const MIN_ROLL_MM = 80;

/**
 * The print window's stylesheet. The renderer uses inline styles sized for A4; on the roll the
 * texts shrink and the header's two boxes stack (`!important` is what beats an inline style). The
 * roll's page is as long as the invoice (`contentPx`): CSS has no "as long as needed" page size.
 * The QR keeps its width in millimetres on both.
 */
export function invoicePrintCss(paper: InvoicePaper, contentPx: number): string {
  if (paper === 'A4') return '@page { size: A4; margin: 12mm; } body { margin: 0; background: #fff; }';
  const rollMm = Math.max(MIN_ROLL_MM, Math.ceil(contentPx / PX_PER_MM) + 8);
  return `@page { size: 80mm ${rollMm}mm; margin: 0; }
body { margin: 0; background: #fff; width: 80mm; padding: 3mm; box-sizing: border-box; }
article { font-size: 10px !important; }
article > section { flex-wrap: wrap !important; }
article section[aria-label="Información fiscal"] { min-width: 0 !important; width: 100%; }
article td, article th { font-size: 9px !important; padding: 1px 2px !important; }`;
}
