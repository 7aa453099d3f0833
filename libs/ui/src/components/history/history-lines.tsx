import type { HistoryLineDto } from '@lavadero/contracts/history';
import { formatGuaranies } from '../../lib/format';

function LinesTable({ caption, lines }: { caption: string; lines: HistoryLineDto[] }) {
  return (
    <table className="w-full text-xs" aria-label={caption}>
      <caption className="text-left font-medium text-muted-foreground">{caption}</caption>
      <thead>
        <tr className="text-muted-foreground">
          <th className="text-left font-normal">Descripción</th>
          <th className="text-right font-normal">Cant.</th>
          <th className="text-right font-normal">Precio</th>
          <th className="text-right font-normal">Subtotal</th>
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 ? (
          <tr>
            <td colSpan={4} className="text-muted-foreground">
              Sin ítems
            </td>
          </tr>
        ) : (
          lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity here
            <tr key={index}>
              <td>{line.nombre}</td>
              <td className="text-right">{line.cantidad}</td>
              <td className="text-right">{formatGuaranies(line.precioUnitario)}</td>
              <td className="text-right">{formatGuaranies(line.subtotal)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** The lines of an entry: the new ones alone, or the old beside the new after a correction. */
export function HistoryLines({
  lines,
}: {
  lines: { before: HistoryLineDto[] | null; after: HistoryLineDto[] };
}) {
  if (lines.before === null) return <LinesTable caption="Ítems" lines={lines.after} />;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <LinesTable caption="Antes" lines={lines.before} />
      <LinesTable caption="Después" lines={lines.after} />
    </div>
  );
}
