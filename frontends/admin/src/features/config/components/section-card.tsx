import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One section of /configuracion: a titled card, named for screen readers by its heading. */
export function SectionCard({
  id,
  icon: Icon,
  title,
  description,
  className,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region" className={className}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="flex items-center gap-2 text-lg">
          <Icon className="size-5 text-primary" aria-hidden />
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2">{children}</CardContent>
    </Card>
  );
}
