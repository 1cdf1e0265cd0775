import { CloseButton, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A panel's search field. It submits on Enter (spec 001 section 5: "Search fields submit on
 * Enter"), not on every key, so a library is not searched for each letter; clearing it submits ''.
 */
export function SearchBox({ placeholder, value, onSearch }: { placeholder: string; value: string; onSearch: (query: string) => void }) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  return (
    <TextInput
      type="search"
      placeholder={placeholder}
      aria-label={`Search ${placeholder}`}
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(typed.trim());
      }}
      rightSection={
        typed !== '' ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              setTyped('');
              onSearch('');
            }}
          />
        ) : undefined
      }
      mb="sm"
    />
  );
}
