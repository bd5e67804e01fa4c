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
import { useState } from 'react';
import { Field } from 'react-final-form';
import { answerProblem, REQUIRED, US_STATE_CODES, type FormField } from '@/shared/api';

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

/** One field of an intake form as a react-final-form field: validated as the person types. */
export function FormFieldInput({ field, requireFilled = false, disabled }: FormFieldInputProps) {
  const label = `${field.label}${field.required ? ' *' : ''}`;
  // A sensitive answer is hidden as it is typed, with a Show/Hide button so a person can check it.
  const [visible, setVisible] = useState(false);
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
      format={numeric(field.kind) ? (v: unknown) => (v === undefined || v === null ? '' : String(v)) : undefined}
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
        return (
          <TextField
            {...input}
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
              htmlInput: field.kind === 'currency' ? { step: '0.01', min: 0 } : undefined,
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
