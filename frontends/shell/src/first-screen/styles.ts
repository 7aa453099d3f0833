/**
 * The classes @lavadero/ui's Label, Input and Button (default and ghost icon) put on their elements,
 * written out: the one login (login-screen.tsx) is drawn without those shared components.
 */
const BUTTON_BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium text-sm outline-none transition-all focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0";

export const BUTTON = `${BUTTON_BASE} h-9 bg-primary px-4 py-2 text-primary-foreground shadow-xs hover:bg-primary/90 has-[>svg]:px-3`;

export const ICON_BUTTON = `${BUTTON_BASE} absolute top-0 right-0 h-full px-3 hover:bg-transparent`;

export const LABEL = 'flex select-none items-center gap-2 font-medium text-sm leading-none';

export const INPUT =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40';
