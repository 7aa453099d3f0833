import type { ServiceCategoryValue } from '@lavadero/contracts/catalog';
import { Badge } from '@lavadero/ui/components/badge';
import { cn } from '@lavadero/ui/lib/utils';
import { categoryLabel } from './catalog-filter';

/** The same colours as the seeded default categories, so a category reads the same everywhere. */
const DOT: Record<ServiceCategoryValue, string> = {
  basico: 'bg-blue-500',
  premium: 'bg-violet-500',
  motor: 'bg-orange-500',
  tapizado: 'bg-emerald-500',
  encerado: 'bg-yellow-500',
  ozono: 'bg-cyan-500',
};

export function CategoryBadge({ categoria }: { categoria: ServiceCategoryValue }) {
  return (
    <Badge variant="outline">
      <span className={cn('size-2 rounded-full', DOT[categoria])} aria-hidden />
      {categoryLabel(categoria)}
    </Badge>
  );
}
