import type { KudeLayout } from '@lavadero/fiscal/kude-layout';
import type { CSSProperties } from 'react';
import { QrCode } from './qr-code';

/** SIFEN's minimum is 25 mm; 30 mm leaves a thermal printer's blur some room. */
export const KUDE_QR_WIDTH_MM = 30;

const box: CSSProperties = {
  border: '1px solid #000',
  padding: '8px',
  marginBottom: '8px',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '10px',
  alignItems: 'center',
};

/** The KuDE's own block: where to check the document, its CDC, and its QR (or that it is being signed). */
export function KudeSection({ kude }: { kude: KudeLayout }) {
  return (
    <section style={box} aria-label="Documento electrónico" data-testid="kude-section">
      {kude.qrUrl ? (
        <QrCode text={kude.qrUrl} widthMm={KUDE_QR_WIDTH_MM} label="Código QR de consulta" />
      ) : (
        <div style={{ fontWeight: 700 }} data-testid="kude-pending">
          {kude.pendiente}
        </div>
      )}
      <div style={{ flex: '1 1 45mm', minWidth: 0, fontSize: '11px' }}>
        <div>{kude.consulta}</div>
        {kude.cdc ? (
          <div style={{ fontWeight: 700, marginTop: '4px', wordBreak: 'break-word' }} data-testid="kude-cdc">
            {kude.cdc}
          </div>
        ) : null}
      </div>
    </section>
  );
}
