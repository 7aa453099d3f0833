import { create } from 'qrcode';

/**
 * The QR's dark modules as one SVG path in module units (quiet zone included), computed here and
 * synchronously: the print window is rendered with flushSync and printed at once, so an image that
 * arrives later would be missing from the paper.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) parts.push(`M${col + quiet} ${row + quiet}h1v1h-1z`);
  return { size: modules.size + 2 * quiet, d: parts.join('') };
}

/** A QR code drawn as SVG at a printed width in millimetres (SIFEN asks for at least 25 mm). */
export function QrCode({ text, widthMm, label }: { text: string; widthMm: number; label: string }) {
  const { size, d } = qrPath(text);
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="kude-qr"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      style={{ width: `${widthMm}mm`, height: `${widthMm}mm`, display: 'block' }}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
