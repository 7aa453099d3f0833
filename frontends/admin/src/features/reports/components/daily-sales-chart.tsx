import type { DailySalesDto } from '@lavadero/contracts/reports';
import { formatDayEs } from '@lavadero/fiscal/asuncion-day';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const compact = new Intl.NumberFormat('es-PY', { notation: 'compact', maximumFractionDigits: 1 });

/** 'Ventas por Día' as bars (loaded on its own, only by this screen: recharts is heavy). */
export default function DailySalesChart({ daily }: { daily: readonly DailySalesDto[] }) {
  return (
    <div role="img" aria-label="Gráfico de ventas por día" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...daily]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={(d: string) => formatDayEs(d).slice(0, 5)} fontSize={12} />
          <YAxis tickFormatter={(v: number) => compact.format(v)} fontSize={12} width={48} />
          <Tooltip
            labelFormatter={(d) => formatDayEs(String(d))}
            formatter={(value) => [formatGuaranies(Number(value)), 'Ventas']}
          />
          <Bar dataKey="amount" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
