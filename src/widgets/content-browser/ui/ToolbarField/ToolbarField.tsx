import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}

/**
 * The toolbar's search box: an outlined field as MUI's TextField draws it, built from its parts. TextField
 * imports Select, and through it Menu, Popover and Modal, which the list's first render then evaluates.
 */
export function ToolbarSearchField({ label, value, onChange, sx }: FieldProps) {
  const id = useId();
  return (
    <FormControl size="small" variant="outlined" sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} value={value} onChange={(event) => onChange(event.target.value)} />
    </FormControl>
  );
}

export interface ToolbarSelectOption {
  value: string;
  label: string;
}

/**
 * A choice of a few options in the toolbar: the browser's own select, drawn as an outlined field. It opens
 * the platform's picker (the phone's wheel or sheet), answers the keyboard as every select does, and needs
 * no menu code on the list's first render.
 */
export function ToolbarSelect({ label, value, onChange, options, sx }: FieldProps & { options: readonly ToolbarSelectOption[] }) {
  const id = useId();
  return (
    <FormControl size="small" variant="outlined" sx={sx}>
      {/* Always raised: a select always shows its choice, "All" included. */}
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
      >
        {options.map((option) => (
          <option key={option.value || 'all'} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
