import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useUpdateCompanyMutation, type Company } from '@/shared/api';
import { notifyError, notifySuccess } from '@/shared/ui/toast';

/**
 * How materials reach clients (admins): approval before clients, and the default lifetime that fills a
 * new upload's "use until" date. Each change is saved at once.
 */
export function DistributionSettings({ company }: { company: Company }) {
  const [update, saving] = useUpdateCompanyMutation();
  const [days, setDays] = useState(company.material_lifetime_days ? String(company.material_lifetime_days) : '');
  const save = async (body: { material_approval?: boolean; material_lifetime_days?: number | null }, done: string) => {
    try {
      await update({ companyUpdate: body }).unwrap();
      notifySuccess(done);
    } catch (error) {
      notifyError(error as Parameters<typeof notifyError>[0], 'The setting was not saved; try again.');
    }
  };
  const lifetime = days.trim() ? Number(days) : null;
  const invalid = lifetime !== null && (!Number.isInteger(lifetime) || lifetime < 1 || lifetime > 3650);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={company.material_approval}
            disabled={saving.isLoading}
            onChange={(e) =>
              void save(
                { material_approval: e.target.checked },
                e.target.checked ? 'Materials now need approval before they reach clients.' : 'Approval turned off.',
              )
            }
          />
        }
        label="Materials need approval before they reach clients"
      />
      <Typography variant="body2" color="text.secondary">
        Admins and members marked as principals approve. Until then, staff can share a new version among themselves, but no client
        receives it.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Default lifetime (days)"
          value={days}
          onChange={(e) => setDays(e.target.value)}
          error={invalid}
          helperText={
            invalid ? 'A whole number of days from 1 to 3650, or empty for none.' : 'Empty: new uploads have no "use until" date.'
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button
          disabled={saving.isLoading || invalid}
          onClick={() => void save({ material_lifetime_days: lifetime }, 'Default lifetime saved.')}
        >
          Save lifetime
        </Button>
      </Box>
    </Box>
  );
}
