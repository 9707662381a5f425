import { Group, Select, type SelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { StaffDateInput } from './staff-date-input';
import { TableSearch } from './table-search';
import type { TableQueryControls } from './use-table-query';

/** A list's filters side by side, aligned on their inputs, wrapping on a narrow screen. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Group align="flex-end" wrap="wrap">
      {children}
    </Group>
  );
}

/** The list's search box, bound to the filter `name` in the address (Enter or leaving applies it). */
export function SearchFilter<F extends string>({
  controls,
  name,
  label,
  placeholder,
  width,
}: {
  controls: TableQueryControls<F>;
  name: F;
  label: string;
  placeholder?: string;
  width?: number;
}) {
  return (
    <TableSearch
      value={controls.query.filters[name]}
      onSearch={(text) => controls.setFilter(name, text)}
      label={label}
      placeholder={placeholder}
      width={width}
    />
  );
}

interface SelectFilterOptions {
  label: string;
  placeholder?: string;
  data: readonly (string | { value: string; label: string })[];
  clearable?: boolean;
  searchable?: boolean;
  w?: SelectProps['w'];
  /**
   * The value shown when the address has none (a list of open tickets unless asked otherwise):
   * choosing it takes the filter away, and the choice cannot be emptied.
   */
  fallback?: string;
}

/** A choice among values, bound to the filter `name` in the address; cleared, the filter goes. */
export function SelectFilter<F extends string>({
  controls,
  name,
  label,
  placeholder,
  data,
  clearable = true,
  searchable,
  w,
  fallback,
}: SelectFilterOptions & { controls: TableQueryControls<F>; name: F }) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={controls.query.filters[name] ?? fallback ?? null}
      onChange={(value) => controls.setFilter(name, value === fallback ? null : value)}
      clearable={fallback === undefined && clearable}
      allowDeselect={fallback === undefined}
      searchable={searchable}
      w={w}
    />
  );
}

/** A day, bound to the filter `name` in the address (YYYY-MM-DD); cleared, the filter goes. */
export function DateFilter<F extends string>({
  controls,
  name,
  label,
  min,
  max,
  w,
}: {
  controls: TableQueryControls<F>;
  name: F;
  label: string;
  min?: string;
  max?: string;
  w?: number;
}) {
  return (
    <StaffDateInput
      label={label}
      min={min}
      max={max}
      value={controls.query.filters[name] ?? ''}
      onChange={(value) => controls.setFilter(name, value || null)}
      w={w}
    />
  );
}

/**
 * One filter of a list as its page describes it: a search box (`search`), a choice among values
 * (`select`) or a day (`date`), each naming the filter of the address it is bound to. Written with
 * `searchField`, `selectField` and `dateField`.
 */
export type FilterField<F extends string> =
  | { search: F; label: string; placeholder?: string; width?: number }
  | ({ select: F } & SelectFilterOptions)
  | { date: F; label: string; min?: string; max?: string; w?: number };

/** A search box filtering on `name` (360 pixels wide unless `width` says). */
export function searchField<F extends string>(
  name: F,
  label: string,
  placeholder?: string,
  width?: number,
): FilterField<F> {
  return { search: name, label, placeholder, width };
}

/** A choice among `data` filtering on `name`; `placeholder` is what shows when none is chosen. */
export function selectField<F extends string>(
  name: F,
  label: string,
  placeholder: string | undefined,
  data: SelectFilterOptions['data'],
  more: Omit<SelectFilterOptions, 'label' | 'placeholder' | 'data'> = {},
): FilterField<F> {
  return { select: name, label, placeholder, data, ...more };
}

/** A day filtering on `name`, between `min` and `max` when given. */
export function dateField<F extends string>(
  name: F,
  label: string,
  more: { min?: string; max?: string; w?: number } = {},
): FilterField<F> {
  return { date: name, label, ...more };
}

/** A choice's values with their labels, as a select takes them. */
export function choices<V extends string | number>(
  values: readonly V[],
  label: (value: V) => string,
): { value: string; label: string }[] {
  return values.map((value) => ({ value: String(value), label: label(value) }));
}

/** Course editions as a choice: the product code, then the course's name. */
export function editionChoices(
  editions: readonly { productCode: string; courseName: string }[],
): { value: string; label: string }[] {
  return editions.map((e) => ({ value: e.productCode, label: `${e.productCode} · ${e.courseName}` }));
}

/**
 * A list's filters from their description, side by side in a `FilterBar`; `children` are a
 * page's own inputs, placed before them.
 */
export function Filters<F extends string>({
  controls,
  fields,
  children,
}: {
  controls: TableQueryControls<F>;
  fields: readonly FilterField<F>[];
  children?: ReactNode;
}) {
  return (
    <FilterBar>
      {children}
      {fields.map((field) => {
        if ('search' in field) {
          const { search, ...rest } = field;
          return <SearchFilter key={search} controls={controls} name={search} {...rest} />;
        }
        if ('select' in field) {
          const { select, ...rest } = field;
          return <SelectFilter key={select} controls={controls} name={select} {...rest} />;
        }
        const { date, ...rest } = field;
        return <DateFilter key={date} controls={controls} name={date} {...rest} />;
      })}
    </FilterBar>
  );
}
