import { Box, TextInput } from '@mantine/core';
import { TEXT_MAX } from '@school/domain/shared/limits';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/**
 * The search box of a console list: a search form whose text becomes the filter on Enter or
 * when the box loses focus (blank clears it). It follows the filter when the address changes.
 */
export function TableSearch({
  value,
  onSearch,
  label,
  placeholder,
  width = 360,
}: {
  value: string | null | undefined;
  onSearch: (text: string | null) => void;
  label: string;
  placeholder?: string;
  width?: number;
}) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const apply = () => onSearch(text.trim() || null);
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <TextInput
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={apply}
        leftSection={<IconSearch size={16} aria-hidden />}
        w={{ base: '100%', sm: width }}
        maxLength={TEXT_MAX}
      />
    </Box>
  );
}
