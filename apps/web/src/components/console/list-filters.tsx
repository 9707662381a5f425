import { Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** A choice among values, bound to the filter `name` in the address; cleared, the filter goes. */
export function SelectFilter<F extends string>({
  controls,
  name,
  label,
  placeholder,
  data,
  clearable = true,
  w,
}: {
  controls: TableQueryControls<F>;
  name: F;
  label: string;
  placeholder?: string;
  data: readonly (string | { value: string; label: string })[];
  clearable?: boolean;
  w?: number;
}) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={controls.query.filters[name] ?? null}
      onChange={(value) => controls.setFilter(name, value)}
      clearable={clearable}
      w={w}
    />
  );
}
