import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useUpdateCompanyMutation, type Company } from '@/shared/api';
import { notifyError, notifySuccess } from '@/shared/ui/toast';

/** While approval is on, records are kept at least this long (SEA Rule 17a-4); the server refuses less. */
const MIN_YEARS_WITH_APPROVAL = 3;

/**
 * How materials reach clients (admins): approval before clients, the default lifetime that fills a new
 * upload's "use until" date, and how long the record of a deleted material is kept. Each change is
 * saved at once.
 */
export function DistributionSettings({ company }: { company: Company }) {
  const [update, saving] = useUpdateCompanyMutation();
  const [days, setDays] = useState(company.material_lifetime_days ? String(company.material_lifetime_days) : '');
  const [years, setYears] = useState(String(company.material_retention_years));
  // Turning approval on raises a shorter period to the minimum (the server does): show what is kept.
  const [kept, setKept] = useState(company.material_retention_years);
  if (kept !== company.material_retention_years) {
    setKept(company.material_retention_years);
    setYears(String(company.material_retention_years));
  }
  const save = async (
    body: { material_approval?: boolean; material_lifetime_days?: number | null; material_retention_years?: number },
    done: string,
  ) => {
    try {
      await update({ companyUpdate: body }).unwrap();
      notifySuccess(done);
    } catch (error) {
      notifyError(error as Parameters<typeof notifyError>[0], 'The setting was not saved; try again.');
    }
  };
  const lifetime = days.trim() ? Number(days) : null;
  const invalid = lifetime !== null && (!Number.isInteger(lifetime) || lifetime < 1 || lifetime > 3650);
  const minYears = company.material_approval ? MIN_YEARS_WITH_APPROVAL : 0;
  const retention = Number(years);
  const badYears = !years.trim() || !Number.isInteger(retention) || retention < minYears || retention > 30;
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
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Keep records for (years)"
          value={years}
          onChange={(e) => setYears(e.target.value)}
          error={badYears}
          helperText={
            badYears
              ? `A whole number of years from ${minYears} to 30${minYears ? ' (at least 3 while approval is on)' : ''}.`
              : 'After the last holder deletes a material, its versions, approvals and copies are kept this long, then removed.'
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button
          disabled={saving.isLoading || badYears}
          onClick={() => void save({ material_retention_years: retention }, 'Retention period saved.')}
        >
          Save retention
        </Button>
      </Box>
    </Box>
  );
}
