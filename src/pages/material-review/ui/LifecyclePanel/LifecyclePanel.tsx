import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useRecallMaterialMutation,
  useSetMaterialUseUntilMutation,
  useUndoMaterialRecallMutation,
  type MaterialLifecycle,
} from '@/shared/api';
import { notifyError, notifySuccess } from '@/shared/ui/toast';
import { lifecycleChips } from '@/entities/content';
import { approvedText, useUntilText } from '../../lib/lifecycle';

interface Props {
  materialId: string;
  version: number | undefined;
  life: MaterialLifecycle;
}

/**
 * A material's lifecycle on its page: its state chips ("v3 · approved by Ada Admin on 28 Nov"), its "use
 * until" date, and — for its owner and the approvers — recall (with a reason), undo, and a new date.
 */
export function LifecyclePanel({ materialId, version, life }: Props) {
  const [recall, recalling] = useRecallMaterialMutation();
  const [undo, undoing] = useUndoMaterialRecallMutation();
  const [setUseUntil, saving] = useSetMaterialUseUntilMutation();
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const withdrawn = life.states.includes('withdrawn');
  const line = [version ? `v${version}` : null, approvedText(life), useUntilText(life)].filter(Boolean).join(' · ');
  const run = async (action: Promise<unknown>, done: string) => {
    try {
      await action;
      notifySuccess(done);
    } catch (error) {
      notifyError(error as Parameters<typeof notifyError>[0], 'That did not work; try again.');
    }
  };

  return (
    <Box component="section" aria-label="Distribution" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {line ? (
          <Typography variant="body2" color="text.secondary">
            {line}
          </Typography>
        ) : null}
        {lifecycleChips(life).map((chip) => (
          <Chip key={chip.label} size="small" color={chip.color} label={chip.label} />
        ))}
      </Box>
      {life.may_recall ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {withdrawn ? (
            <Button disabled={undoing.isLoading} onClick={() => void run(undo({ materialId }).unwrap(), 'Recall undone.')}>
              Undo recall
            </Button>
          ) : (
            <>
              <TextField size="small" label="Reason for recall" value={reason} onChange={(e) => setReason(e.target.value)} />
              <Button
                color="error"
                disabled={recalling.isLoading || !reason.trim()}
                onClick={() =>
                  void run(
                    recall({ materialId, body: { reason } })
                      .unwrap()
                      .then(() => setReason('')),
                    'Recalled from every copy.',
                  )
                }
              >
                Recall
              </Button>
            </>
          )}
          <TextField
            size="small"
            type="date"
            label="Use until"
            value={until}
            onChange={(e) => setUntil(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            disabled={saving.isLoading || !until}
            onClick={() =>
              // The chosen day is usable to its end, in the member's own time zone.
              void run(
                setUseUntil({ materialId, body: { use_until: new Date(`${until}T23:59:59`).toISOString() } }).unwrap(),
                'Use-until date saved.',
              )
            }
          >
            Set date
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
