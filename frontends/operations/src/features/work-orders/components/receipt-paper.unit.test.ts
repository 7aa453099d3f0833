import { describe, expect, it } from 'vitest';
import { receiptCss } from './receipt-paper';

describe('receiptCss', () => {
  it('prints the thermal receipt on a piece of 80 mm roll as long as the receipt', () => {
    // 1134 px on screen is 300 mm at 96 px to the inch.
    const css = receiptCss('80mm', 1134);
    expect(css).toContain('@page { size: 80mm 301mm; margin: 0; }');
    expect(css).toContain('width: 80mm');
    expect(css).not.toContain('A4');
  });

  it('never asks for less than 80 mm of roll', () => {
    expect(receiptCss('80mm', 0)).toContain('size: 80mm 80mm;');
  });

  it('prints the A4 receipt on an A4 page with margins', () => {
    const css = receiptCss('A4', 1134);
    expect(css).toContain('@page { size: A4; margin: 15mm; }');
    expect(css).not.toContain('size: 80mm');
  });
});
