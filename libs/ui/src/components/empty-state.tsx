import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/utils';

/** The "nothing here (yet)" block: an icon, a title, an explanation and an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center',
        className,
      )}
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-6" aria-hidden />
      </div>
      <h2 className="font-semibold text-lg">{title}</h2>
      {description && <p className="max-w-md text-muted-foreground text-sm">{description}</p>}
      {action}
    </div>
  );
}
