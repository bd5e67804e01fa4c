import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { SELECT_MENU_TEXTS } from './texts';

export interface SelectMenuOption {
  value: string;
  label: string;
}

export interface SelectMenuProps {
  label: string;
  options: readonly SelectMenuOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  helperText?: string;
  disabled?: boolean;
  loading?: boolean;
  id?: string;
  /** Shows the helper text as an error. */
  error?: boolean;
  onBlur?: () => void;
}

/** A searchable single select: type to narrow the options, pick one with the mouse or keyboard. */
export function SelectMenu({
  label,
  options,
  value,
  onChange,
  helperText,
  disabled,
  loading,
  id,
  error,
  onBlur,
}: SelectMenuProps) {
  const [query, setQuery] = useState('');
  const selected = options.find((option) => option.value === value) ?? null;
  const searched = query.trim() !== '' && query !== selected?.label;

  return (
    <Autocomplete
      id={id}
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option?.value ?? null)}
      inputValue={query}
      onInputChange={(_event, next) => setQuery(next)}
      isOptionEqualToValue={(option, current) => option.value === current.value}
      getOptionLabel={(option) => option.label}
      noOptionsText={options.length === 0 || !searched ? SELECT_MENU_TEXTS.noOptions : SELECT_MENU_TEXTS.noResults(query.trim())}
      disabled={disabled}
      loading={loading}
      autoHighlight
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={SELECT_MENU_TEXTS.searchPlaceholder}
          helperText={helperText}
          error={error}
        />
      )}
    />
  );
}
