import { describe, expect, it } from 'vitest';
import { receiptCss } from './receipt-paper';

describe('receiptCss', () => {
  it('prints the thermal receipt on an 80 mm roll of any length', () => {
    const css = receiptCss('80mm');
    expect(css).toContain('@page { size: 80mm auto; margin: 0; }');
    expect(css).toContain('width: 80mm');
    expect(css).not.toContain('A4');
  });

  it('prints the A4 receipt on an A4 page with margins', () => {
    const css = receiptCss('A4');
    expect(css).toContain('@page { size: A4; margin: 15mm; }');
    expect(css).not.toContain('size: 80mm');
  });
});
