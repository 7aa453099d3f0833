// The primitive's own small package rather than 'radix-ui': the login screen uses labels, and the whole
// shared radix-ui bundle would otherwise load before it.
import * as LabelPrimitive from '@radix-ui/react-label';
import type * as React from 'react';
import { cn } from '../lib/utils';

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'flex select-none items-center gap-2 font-medium text-sm leading-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
