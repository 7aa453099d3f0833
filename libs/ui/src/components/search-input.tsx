import { Search } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/utils';
import { Input } from './input';

/**
 * A search box with its magnifier icon. `label` names it for screen readers (the placeholder is not a
 * name); `className` goes to the wrapper, which grows to fill a toolbar row.
 */
export function SearchInput({
  label,
  className,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type' | 'aria-label'> & { label: string }) {
  return (
    <div className={cn('relative flex-1', className)}>
      <Search
        className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground"
        aria-hidden
      />
      <Input type="search" aria-label={label} className="pl-9" {...props} />
    </div>
  );
}
