/** Spec 2 §9: the two paper sizes of a work-order receipt. */
export type Paper = '80mm' | 'A4';

export const PAPER_OPTIONS: readonly { value: Paper; label: string }[] = [
  { value: '80mm', label: 'Térmica 80mm' },
  { value: 'A4', label: 'A4' },
];

/** Spec 2 "Print/preview dialog": the embedded preview is 600 px high for 80mm and 800 px for A4. */
export const PREVIEW_HEIGHT_PX: Record<Paper, number> = { '80mm': 600, A4: 800 };

/** Spec 2 "Print/preview dialog": the receipt is printed 250 ms after the print button. */
export const RECEIPT_PRINT_DELAY_MS = 250;

/** What every receipt says about itself (spec 2 "Print/preview dialog"). */
export const NOT_A_FISCAL_RECEIPT = 'Documento para control interno. No válido como comprobante fiscal.';

const COMMON = `
* { box-sizing: border-box; }
body { margin: 0; background: #fff; color: #000; font-family: Arial, Helvetica, sans-serif; }
.receipt h1 { font-size: 1.15em; margin: 0 0 2px; text-align: center; }
.receipt .center { text-align: center; }
.receipt hr { border: 0; border-top: 1px dashed #000; margin: 6px 0; }
.receipt table { width: 100%; border-collapse: collapse; }
.receipt th, .receipt td { padding: 2px 0; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
/* The amounts never wrap, so on an 80 mm roll the table shrinks them to their text: without a gap
   the columns read as one number ('1Gs. 60.000Gs. 60.000'). */
.receipt th + th, .receipt td + td { padding-left: 2mm; }
.receipt .num { text-align: right; white-space: nowrap; }
.receipt .total { font-weight: 700; font-size: 1.1em; }
.receipt .notice { margin-top: 8px; font-size: 0.85em; text-align: center; font-style: italic; }
`;

/** CSS pixels per millimetre (96 px to the inch). */
const PX_PER_MM = 96 / 25.4;
/** The shortest roll cut, so an empty or still-loading receipt does not ask for a 0 mm page. */
const MIN_ROLL_MM = 80;

/**
 * The stylesheet of the preview frame, which is also what gets printed. For the thermal printer the
 * page is a piece of 80 mm roll as long as the receipt (`contentPx`, its height on screen), with a
 * monospace font: CSS has no "as long as needed" page (`size: 80mm auto` is invalid and dropped), and
 * a fixed length would cut a long receipt in two. For A4 a normal page with margins.
 */
export function receiptCss(paper: Paper, contentPx: number): string {
  const rollMm = Math.max(MIN_ROLL_MM, Math.ceil(contentPx / PX_PER_MM));
  const page =
    paper === '80mm'
      ? `@page { size: 80mm ${rollMm}mm; margin: 0; }
body { width: 80mm; padding: 3mm 4mm; font-family: 'Courier New', Courier, monospace; font-size: 12px; }`
      : `@page { size: A4; margin: 15mm; }
body { padding: 10mm; font-size: 13px; }
.receipt { max-width: 180mm; margin: 0 auto; }`;
  return `${COMMON}${page}`;
}
