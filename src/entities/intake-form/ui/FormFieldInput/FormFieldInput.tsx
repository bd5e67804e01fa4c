import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Field, useForm } from 'react-final-form';
import {
  answerProblem,
  BIRTH_DATE_EARLIEST,
  latestToday,
  PARTIAL_DATE,
  REQUIRED,
  US_STATE_CODES,
  type FormField,
} from '@/shared/api';

export interface FormFieldInputProps {
  field: FormField;
  /** Show a missing required answer (the step was checked). */
  requireFilled?: boolean;
  disabled?: boolean;
}

const INPUT_TYPE: Partial<Record<FormField['kind'], string>> = {
  email: 'email',
  phone: 'tel',
  date: 'date',
  number: 'number',
  currency: 'number',
};
const numeric = (kind: FormField['kind']) => kind === 'number' || kind === 'currency';

/**
 * What a date input holds: its date, PARTIAL_DATE while the browser has only some of month, day and year
 * (its value is then empty, `validity.badInput` true), or nothing. The contract names a partial date.
 */
const dateOf = (input: HTMLInputElement, current: unknown): string => {
  if (input.value) return input.value;
  if (input.validity.badInput) return PARTIAL_DATE;
  return current === PARTIAL_DATE ? '' : ((current as string | undefined) ?? '');
};

/** The input's own attributes by kind: the cent step, a date of birth's range, a number pad for 9 digits. */
function htmlInputOf(field: FormField): Record<string, string | number> | undefined {
  if (field.kind === 'currency') return { step: '0.01', min: 0 };
  if (field.format === 'birth_date') return { min: BIRTH_DATE_EARLIEST, max: latestToday() };
  if (field.format === 'ssn') return { inputMode: 'numeric', maxLength: 11 };
  return undefined;
}

/** One field of an intake form as a react-final-form field: validated as the person types. */
export function FormFieldInput({ field, requireFilled = false, disabled }: FormFieldInputProps) {
  const label = `${field.label}${field.required ? ' *' : ''}`;
  // A sensitive answer is hidden as it is typed, with a Show/Hide button so a person can check it.
  const [visible, setVisible] = useState(false);
  // The answer as the form holds it (the input shows a partial date as empty).
  const form = useForm();
  const held = () => form.getFieldState(field.key)?.value as unknown;
  const secret = field.kind === 'sensitive';
  const toggle = secret ? (
    <InputAdornment position="end">
      <Button
        size="small"
        aria-label={`${visible ? 'Hide' : 'Show'} ${field.label}`}
        aria-pressed={visible}
        onClick={() => setVisible(!visible)}
      >
        {visible ? 'Hide' : 'Show'}
      </Button>
    </InputAdornment>
  ) : undefined;
  return (
    <Field
      name={field.key}
      validate={(value) => answerProblem(field, value, true) ?? undefined}
      parse={numeric(field.kind) ? (v: string) => (v === '' ? undefined : Number(v)) : undefined}
      format={
        numeric(field.kind)
          ? (v: unknown) => (v === undefined || v === null ? '' : String(v))
          : field.kind === 'date'
            ? (v: unknown) => (v === PARTIAL_DATE || v === undefined || v === null ? '' : String(v))
            : undefined
      }
    >
      {({ input, meta }) => {
        // A wrong answer shows at once (as it is typed, or kept from an earlier visit); a missing required
        // one once the step is checked.
        const problem = meta.error as string | undefined;
        const shown = problem === REQUIRED ? requireFilled || meta.submitFailed : true;
        const error = shown ? problem : undefined;
        const helper = error || field.help;
        const id = `field-${field.key}`;
        if (field.kind === 'single_choice' || field.kind === 'yes_no') {
          const options = field.kind === 'yes_no' ? ['Yes', 'No'] : (field.options ?? []);
          const value =
            field.kind === 'yes_no' ? (input.value === true ? 'Yes' : input.value === false ? 'No' : '') : (input.value ?? '');
          return (
            <FormControl error={Boolean(error)} disabled={disabled}>
              <FormLabel id={`${id}-label`}>{label}</FormLabel>
              <RadioGroup
                aria-labelledby={`${id}-label`}
                row={field.kind === 'yes_no'}
                value={value}
                onChange={(_e, next) => input.onChange(field.kind === 'yes_no' ? next === 'Yes' : next)}
                onBlur={input.onBlur}
              >
                {options.map((option) => (
                  <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
                ))}
              </RadioGroup>
              {helper && <FormHelperText>{helper}</FormHelperText>}
            </FormControl>
          );
        }
        if (field.kind === 'multiple_choice') {
          const chosen: string[] = Array.isArray(input.value) ? input.value : [];
          return (
            <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
              <FormLabel component="legend">{label}</FormLabel>
              <FormGroup>
                {(field.options ?? []).map((option) => (
                  <FormControlLabel
                    key={option}
                    label={option}
                    control={
                      <Checkbox
                        checked={chosen.includes(option)}
                        onChange={(e) =>
                          input.onChange(e.target.checked ? [...chosen, option] : chosen.filter((c) => c !== option))
                        }
                        onBlur={input.onBlur}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {helper && <FormHelperText>{helper}</FormHelperText>}
            </FormControl>
          );
        }
        // A half-typed date changes no value, so the browser says nothing: its keys and leaving the field
        // are looked at, and the form then holds PARTIAL_DATE, for which the contract says what is missing.
        const markPartial = (target: HTMLInputElement) => {
          if (dateOf(target, held()) === PARTIAL_DATE && held() !== PARTIAL_DATE) input.onChange(PARTIAL_DATE);
        };
        const dateEvents =
          field.kind === 'date'
            ? {
                onBlur: (e: FocusEvent<HTMLInputElement>) => {
                  const next = dateOf(e.target, held());
                  if (next !== (held() ?? '')) input.onChange(next);
                  input.onBlur(e);
                },
                // Chromium sends no input event while a date is partial: each key is looked at too.
                onInput: (e: FormEvent<HTMLDivElement>) => markPartial(e.target as HTMLInputElement),
                onKeyUp: (e: KeyboardEvent<HTMLDivElement>) => markPartial(e.target as HTMLInputElement),
              }
            : {};
        return (
          <TextField
            {...input}
            {...dateEvents}
            id={id}
            label={label}
            select={field.kind === 'us_state'}
            type={INPUT_TYPE[field.kind] ?? (secret && !visible ? 'password' : 'text')}
            multiline={field.kind === 'long_text'}
            minRows={field.kind === 'long_text' ? 3 : undefined}
            error={Boolean(error)}
            helperText={helper}
            disabled={disabled}
            fullWidth
            autoComplete={field.kind === 'sensitive' ? 'off' : undefined}
            slotProps={{
              inputLabel: { shrink: true },
              input: toggle ? { endAdornment: toggle } : undefined,
              htmlInput: htmlInputOf(field),
            }}
          >
            {field.kind === 'us_state'
              ? US_STATE_CODES.map((state) => (
                  <MenuItem key={state} value={state}>
                    {state}
                  </MenuItem>
                ))
              : undefined}
          </TextField>
        );
      }}
    </Field>
  );
}
