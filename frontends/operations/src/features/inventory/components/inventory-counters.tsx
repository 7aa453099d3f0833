import { Card, CardContent } from '@lavadero/ui/components/card';
import { cn } from '@lavadero/ui/lib/utils';
import { AlertTriangle, CheckCircle2, type LucideIcon, Package, TrendingDown } from 'lucide-react';
import type { InventoryCounts } from './inventory-filter';

const COUNTERS: readonly { key: keyof InventoryCounts; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'total', label: 'Total Productos', icon: Package, tone: 'text-primary' },
  { key: 'critico', label: 'Stock Crítico', icon: AlertTriangle, tone: 'text-destructive' },
  { key: 'bajo', label: 'Stock Bajo', icon: TrendingDown, tone: 'text-warning' },
  { key: 'normal', label: 'Stock Normal', icon: CheckCircle2, tone: 'text-success' },
];

/** The four counters of spec 2 §2: total, critical, low, normal. */
export function InventoryCounters({ counts }: { counts: InventoryCounts }) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {COUNTERS.map(({ key, label, icon: Icon, tone }) => (
        <Card key={key} role="group" aria-label={label} className="gap-0 py-4">
          <CardContent className="flex items-center justify-between gap-3 px-4">
            <div className="min-w-0">
              <p className="text-muted-foreground text-sm">{label}</p>
              <p className={cn('font-bold text-2xl tabular-nums', key !== 'total' && tone)}>{counts[key]}</p>
            </div>
            <Icon className={cn('size-8 shrink-0 opacity-80', tone)} aria-hidden />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
