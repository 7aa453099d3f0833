import type { ReactNode } from 'react';
import { cn } from '../lib/utils';
import { LabelledSelect, type SelectOption } from './labelled-select';
import { SearchInput } from './search-input';

/** The filters a select can set: those whose value is a string, but the search box's text. */
type ChoiceKey<Filters> = Exclude<
  { [Key in keyof Filters]-?: Filters[Key] extends string ? Key : never }[keyof Filters],
  'search'
>;

/**
 * One select of a toolbar: the filter it sets, its name for screen readers (a toolbar has no visible
 * labels) and its choices, typed by that filter so a choice the list cannot filter by does not compile.
 */
export type FilterSelect<Filters> = {
  [Key in ChoiceKey<Filters>]: {
    readonly name: Key;
    readonly label: string;
    readonly options: readonly SelectOption<Filters[Key] & string>[];
    readonly className?: string;
  };
}[ChoiceKey<Filters>];

/**
 * A list screen's filter row: the search box, then one select per filter, then anything else the screen
 * filters by (a checkbox, a switch). Each control changes one field of `filters` and hands back the
 * whole set. `className` sets where the row stops stacking and its margin; it is merged over
 * 'flex flex-col gap-3' (a phone stacks the controls).
 */
export function FilterToolbar<Filters extends { readonly search: string }>({
  filters,
  onChange,
  search,
  selects = [],
  className,
  children,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
  search: { readonly label: string; readonly placeholder: string; readonly className?: string };
  selects?: readonly FilterSelect<Filters>[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <SearchInput
        label={search.label}
        placeholder={search.placeholder}
        className={search.className}
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
      />
      {selects.map((select) => (
        <LabelledSelect<string>
          key={String(select.name)}
          aria-label={select.label}
          className={select.className}
          // A FilterSelect's name is a key whose value is a string, and its options are of that type.
          value={filters[select.name] as string}
          onValueChange={(value) => onChange({ ...filters, [select.name]: value })}
          options={select.options}
        />
      ))}
      {children}
    </div>
  );
}
