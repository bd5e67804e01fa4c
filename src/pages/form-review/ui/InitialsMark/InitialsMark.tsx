import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import SignatureCanvas from 'react-signature-canvas';
import { TabBar, type TabOption } from '@/shared/ui/tab-bar';
import { canvasToPng, typedSignaturePng } from '../../lib/signature-png';

/** The initials as they stand: whether there are any, and the image to send when signing. */
export interface InitialsValue {
  ready: boolean;
  toPng: () => Promise<Blob>;
}

export interface InitialsMarkProps {
  /** The signer's name, for the typed initials offered first. */
  signerName: string;
  /** The page of each place the initials go, in order (one entry per place). */
  pages: number[];
  /** Told of every change (keep it stable: a state setter). */
  onChange: (value: InitialsValue) => void;
}

/** "Casey Q. Client" → "CQC". */
const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('');

const MODES: readonly TabOption<'draw' | 'type'>[] = [
  { value: 'draw', label: 'Draw initials' },
  { value: 'type', label: 'Type initials' },
];

const SCRIPT = '"Segoe Script", "Brush Script MT", cursive';

/**
 * Initials made once, drawn (react-signature-canvas, as the signature) or typed, and shown in each place
 * of the form they go. Nothing is sent from here: the signing step sends them with the consent.
 */
export function InitialsMark({ signerName, pages, onChange }: InitialsMarkProps) {
  const pad = useRef<SignatureCanvas | null>(null);
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [typed, setTyped] = useState(() => initialsOf(signerName));
  const [drawn, setDrawn] = useState<string | null>(null);

  useEffect(() => {
    onChange(
      mode === 'draw'
        ? { ready: drawn !== null, toPng: () => canvasToPng(pad.current!.getCanvas()) }
        : { ready: typed.trim() !== '', toPng: () => typedSignaturePng(typed) },
    );
  }, [mode, drawn, typed, onChange]);

  const switchTo = (next: 'draw' | 'type') => {
    setDrawn(null);
    setMode(next);
  };
  const shown = mode === 'draw' ? drawn : typed.trim() || null;

  return (
    <Stack spacing={1} component="section" aria-label="Your initials">
      <Typography variant="subtitle2" component="h3">
        Your initials
      </Typography>
      <TabBar value={mode} options={MODES} onChange={switchTo} label="How to make your initials" />
      {mode === 'draw' ? (
        <Box>
          <Box
            sx={{
              width: 240,
              maxWidth: '100%',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
              touchAction: 'none',
            }}
          >
            <SignatureCanvas
              ref={pad}
              penColor="#111827"
              onEnd={() => setDrawn(pad.current && !pad.current.isEmpty() ? pad.current.toDataURL('image/png') : null)}
              canvasProps={{
                width: 240,
                height: 120,
                style: { width: '100%', height: 120 },
                'aria-label': 'Initials pad: draw your initials',
              }}
            />
          </Box>
          <Button
            size="small"
            onClick={() => {
              pad.current?.clear();
              setDrawn(null);
            }}
          >
            Clear initials
          </Button>
        </Box>
      ) : (
        <TextField
          label="Your initials"
          value={typed}
          onChange={(e) => setTyped(e.target.value.slice(0, 6))}
          error={!typed.trim()}
          helperText={typed.trim() ? undefined : 'Type your initials.'}
          sx={{ maxWidth: 240 }}
        />
      )}
      <Typography variant="body2" color="text.secondary">
        Made once, placed in each spot of the form that asks for your initials — only when you sign.
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', p: 0, m: 0 }}
        component="ul"
        aria-label="Where your initials go"
      >
        {pages.map((page, i) => (
          <Box
            key={i}
            component="li"
            aria-label={`Initials ${i + 1} of ${pages.length}, page ${page}`}
            sx={{
              listStyle: 'none',
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
              p: 1,
              minWidth: 96,
            }}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              Page {page}
            </Typography>
            {shown === null ? (
              <Typography variant="body2" color="text.secondary">
                Not made yet
              </Typography>
            ) : mode === 'draw' ? (
              <Box component="img" src={shown} alt="Your drawn initials" sx={{ height: 32, maxWidth: 96 }} />
            ) : (
              <Typography sx={{ fontFamily: SCRIPT, fontStyle: 'italic', fontSize: 22 }}>{shown}</Typography>
            )}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
