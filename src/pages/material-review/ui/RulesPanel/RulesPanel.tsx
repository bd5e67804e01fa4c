import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { US_STATE_OPTIONS, useSetMaterialRulesMutation, type DistributionRules } from '@/shared/api';
import { notifyError, notifySuccess } from '@/shared/ui/toast';
import { rulesText } from '../../lib/lifecycle';

interface Props {
  materialId: string;
  rules: DistributionRules;
  mayEdit: boolean;
}

/**
 * Who may hold a material's copies (a securities licence for agents, US states for clients) and whether
 * clients get it watermarked: read by everyone who holds it, changed by its owner and the approvers.
 */
export function RulesPanel({ materialId, rules, mayEdit }: Props) {
  const [draft, setDraft] = useState<DistributionRules>(rules);
  const [save, saving] = useSetMaterialRulesMutation();
  const text = rulesText(rules);
  const changed = JSON.stringify(draft) !== JSON.stringify(rules);
  const submit = async () => {
    try {
      setDraft(await save({ materialId, body: draft }).unwrap());
      notifySuccess('Rules saved: every copy follows them now.');
    } catch (error) {
      notifyError(error as Parameters<typeof notifyError>[0], 'The rules could not be saved.');
    }
  };
  if (!mayEdit)
    return text ? (
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    ) : null;
  return (
    <Box component="section" aria-label="Who may receive it" sx={{ display: 'grid', gap: 1, maxWidth: 560 }}>
      <Typography variant="subtitle2" component="h2">
        Who may receive it
      </Typography>
      <FormControlLabel
        control={
          <Switch checked={draft.requires_license} onChange={(e) => setDraft({ ...draft, requires_license: e.target.checked })} />
        }
        label="Agents need a securities licence"
      />
      <Autocomplete
        multiple
        options={US_STATE_OPTIONS.map((o) => o.value)}
        getOptionLabel={(code) => US_STATE_OPTIONS.find((o) => o.value === code)?.label ?? code}
        value={draft.allowed_states}
        onChange={(_event, value) => setDraft({ ...draft, allowed_states: value })}
        renderInput={(params) => (
          <TextField {...params} size="small" label="Only clients in these states" helperText="Empty: clients anywhere." />
        )}
      />
      <FormControlLabel
        control={
          <Switch
            checked={draft.watermark_clients}
            onChange={(e) => setDraft({ ...draft, watermark_clients: e.target.checked })}
          />
        }
        label="Watermark for clients (their name, email and the date on every page)"
      />
      <Box>
        <Button variant="outlined" disabled={!changed || saving.isLoading} onClick={() => void submit()}>
          Save rules
        </Button>
      </Box>
    </Box>
  );
}
