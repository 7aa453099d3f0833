export type UsageLevel = { label: string; variant: 'success' | 'warning' | 'destructive' };

/** The monthly usage badge (spec 2 §4): at 100 % of the limit 'Límite alcanzado', at 80 % 'Cerca del límite'. */
export function usageLevel(current: number, limit: number): UsageLevel {
  const share = limit > 0 ? current / limit : 1;
  if (share >= 1) return { label: 'Límite alcanzado', variant: 'destructive' };
  if (share >= 0.8) return { label: 'Cerca del límite', variant: 'warning' };
  return { label: 'Normal', variant: 'success' };
}
