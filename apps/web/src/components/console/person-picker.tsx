import { Select } from '@mantine/core';
import type { StaffPersonSummary } from '@school/domain/staff/contracts/people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listPeople } from './api/list-people';
import { staffKeys } from './query-keys';

export type PickedPerson = Pick<StaffPersonSummary, 'id' | 'firstName' | 'lastName' | 'email'>;

export const personName = (person: { firstName: string; lastName: string; email: string }) =>
  `${person.lastName} ${person.firstName}`.trim() || person.email;

/**
 * A person of the school found by a part of their name, e-mail, username, tax code or
 * registration number (the people search, from two characters on), shown as "name · e-mail".
 * `exclude`: a person not to offer (the one being moved from).
 */
export function PersonPicker({
  label,
  placeholder,
  onChange,
  exclude,
  width = 420,
}: {
  label: string;
  placeholder?: string;
  onChange: (person: PickedPerson | null) => void;
  exclude?: string;
  width?: number;
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const term = search.trim();
  const params = { search: term, pageSize: '10' };
  const people = useQuery({
    queryKey: [...staffKeys.people, 'list', params],
    queryFn: ({ signal }) => listPeople(params, signal),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
  const found = term.length >= 2 ? (people.data?.items ?? []).filter((p) => p.id !== exclude) : [];
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={found.map((p) => ({ value: p.id, label: `${personName(p)} · ${p.email}` }))}
      value={chosen}
      onChange={(id) => {
        setChosen(id);
        onChange(found.find((p) => p.id === id) ?? null);
      }}
      w={{ base: '100%', sm: width }}
      nothingFoundMessage={term.length >= 2 && !people.isFetching ? '—' : undefined}
    />
  );
}
