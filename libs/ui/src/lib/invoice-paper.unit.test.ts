import { describe, expect, it } from 'vitest';
import { invoicePrintCss } from './invoice-paper';

describe('invoicePrintCss', () => {
  it('prints on an A4 sheet with margins', () => {
    expect(invoicePrintCss('A4', 5000)).toContain('@page { size: A4; margin: 12mm; }');
  });

  it('cuts the 80 mm roll as long as the invoice, never shorter than 80 mm', () => {
    // 1133 px at 96 dpi are just under 300 mm, plus 8 mm of the body's padding and the cut.
    expect(invoicePrintCss('80mm', 1133)).toContain('@page { size: 80mm 308mm; margin: 0; }');
    expect(invoicePrintCss('80mm', 0)).toContain('size: 80mm 80mm');
    expect(invoicePrintCss('80mm', 0)).toContain('width: 80mm');
  });
});
