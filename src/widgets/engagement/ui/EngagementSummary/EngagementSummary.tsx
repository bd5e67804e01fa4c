import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type MaterialReach, useGetEngagementSummaryQuery } from '@/shared/api';
import { SectionCard } from '@/shared/ui/section-card';
import { day, percent } from '../../lib/format';
import { LoadState } from '../LoadState/LoadState';

const PERIODS = [7, 30, 90] as const;

function Figure({ label, value, to }: { label: string; value: ReactNode; to?: string }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, minWidth: 0 }}>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {to ? (
          <Link component={RouterLink} to={to}>
            {label}
          </Link>
        ) : (
          label
        )}
      </Typography>
    </Box>
  );
}

function Materials({
  title,
  items,
  empty,
}: {
  title: string;
  items: { key: string; name: string; detail: string }[];
  empty: string;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {items.map((item) => (
            <Typography component="li" variant="body2" key={item.key} sx={{ overflowWrap: 'anywhere' }}>
              {item.name}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                · {item.detail}
              </Typography>
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

const reach = (items: MaterialReach[], detail: (r: MaterialReach) => string) =>
  items.map((r) => ({ key: r.origin_id, name: r.title, detail: detail(r) }));
const openedOf = (r: MaterialReach) => `${r.opened} of ${r.recipients} opened (${percent(r.open_rate)})`;

/**
 * The admin's start: what the company sent in a period and how much was opened, the most- and
 * least-opened materials, what expires within 14 days, and what is withheld, expired, recalled or
 * waiting for an approver.
 */
export function EngagementSummary() {
  const [days, setDays] = useState<number>(30);
  const query = useGetEngagementSummaryQuery({ days });
  const s = query.data;
  return (
    <SectionCard title="Engagement" gap={2}>
      <TextField
        select
        size="small"
        label="Period"
        value={days}
        onChange={(e) => setDays(Number(e.target.value))}
        sx={{ width: 180 }}
      >
        {PERIODS.map((p) => (
          <MenuItem key={p} value={p}>
            Last {p} days
          </MenuItem>
        ))}
      </TextField>
      <LoadState what="the engagement summary" query={query}>
        {s ? (
          <>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
              <Figure label="deliveries sent" value={s.sent.recipients} />
              <Figure label="opened" value={percent(s.sent.open_rate)} />
              <Figure label="awaiting approval" value={s.awaiting_approval} to="/materials/approvals" />
              <Figure label="expiring within 14 days" value={s.expiring_total} />
              <Figure label="expired" value={s.expired} />
              <Figure label="recalled" value={s.withdrawn} />
              <Figure label="copies withheld" value={s.withheld.copies} />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Materials
                title="Sent recently"
                items={reach(s.recent, (r) => `${day(r.last_sent)} · ${openedOf(r)}`)}
                empty={`Nothing was sent in the last ${days} days.`}
              />
              <Materials title="Most opened" items={reach(s.most_opened, openedOf)} empty="Nothing to rank yet." />
              <Materials title="Least opened" items={reach(s.least_opened, openedOf)} empty="Nothing to rank yet." />
              <Materials
                title="Expiring within 14 days"
                items={s.expiring.map((e) => ({ key: e.origin_id, name: e.title, detail: `until ${day(e.use_until)}` }))}
                empty="Nothing expires in the next 14 days."
              />
              <Materials
                title="Withheld"
                items={s.withheld.materials.map((w) => ({
                  key: w.origin_id,
                  name: w.title,
                  detail: `${w.copies} ${w.copies === 1 ? 'copy' : 'copies'} withheld`,
                }))}
                empty="No copy is withheld."
              />
            </Box>
          </>
        ) : null}
      </LoadState>
    </SectionCard>
  );
}
