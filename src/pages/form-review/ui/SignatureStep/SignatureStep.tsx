import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import SignatureCanvas from 'react-signature-canvas';
import {
  errorDetail,
  sameSignerName,
  signerNameMismatch,
  useCountersignIntakeFormMutation,
  useSignIntakeFormMutation,
  type FormDetails,
} from '@/shared/api';
import { TabBar, type TabOption } from '@/shared/ui/tab-bar';
import { canvasToPng, typedSignaturePng } from '../../lib/signature-png';
import { InitialsMark, type InitialsValue } from '../InitialsMark/InitialsMark';

export interface SignatureStepProps {
  formId: string;
  consentText: string;
  signerName: string;
  /** Saves what is waiting before signing. */
  beforeSign?: () => Promise<void>;
  onSigned: (form: FormDetails) => void;
  /** A carrier PDF form: the agent countersigns (the client signs). */
  countersign?: boolean;
  /** The page of each place the signer's initials go (a carrier PDF form); none: no initials asked. */
  initialsPages?: number[];
  /** Where the signature (and initials) will be stamped, as a sentence. */
  places?: string;
}

const SIGN_MODES: readonly TabOption<'draw' | 'type'>[] = [
  { value: 'draw', label: 'Draw' },
  { value: 'type', label: 'Type my name' },
];

/** Draw (mouse, pen, finger) or type a signature, agree to sign electronically, sign. */
export function SignatureStep({
  formId,
  consentText,
  signerName,
  beforeSign,
  onSigned,
  countersign = false,
  initialsPages = [],
  places,
}: SignatureStepProps) {
  const pad = useRef<SignatureCanvas | null>(null);
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [drawn, setDrawn] = useState(false);
  const [typed, setTyped] = useState(signerName);
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [signAsClient, signing] = useSignIntakeFormMutation();
  const [signAsAgent, countersigning] = useCountersignIntakeFormMutation();
  const isLoading = signing.isLoading || countersigning.isLoading;
  const initials = initialsPages.length > 0;
  const [initialsMark, setInitialsMark] = useState<InitialsValue | null>(null);
  const nameMatches = sameSignerName(typed, signerName);
  const hasSignature = mode === 'draw' ? drawn : nameMatches;

  const submit = async () => {
    setProblem(null);
    try {
      await beforeSign?.();
      const png = mode === 'draw' ? await canvasToPng(pad.current!.getCanvas()) : await typedSignaturePng(typed);
      const signForm = {
        consent: 'true' as const,
        signature: png,
        ...(initials && initialsMark ? { initials: await initialsMark.toPng() } : {}),
      };
      const send = countersign ? signAsAgent : signAsClient;
      onSigned(await send({ formId, signForm }).unwrap());
    } catch (error) {
      setProblem(errorDetail(error) ?? (error instanceof Error ? error.message : 'The form could not be signed. Try again.'));
    }
  };

  return (
    <Stack spacing={2}>
      <TabBar value={mode} options={SIGN_MODES} onChange={setMode} label="How to sign" />
      {mode === 'draw' ? (
        <Box>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', touchAction: 'none' }}>
            <SignatureCanvas
              ref={pad}
              penColor="#111827"
              onEnd={() => setDrawn(!pad.current?.isEmpty())}
              canvasProps={{
                width: 600,
                height: 180,
                style: { width: '100%', height: 180 },
                'aria-label': 'Signature pad: draw your signature',
              }}
            />
          </Box>
          <Button
            size="small"
            onClick={() => {
              pad.current?.clear();
              setDrawn(false);
            }}
          >
            Clear
          </Button>
        </Box>
      ) : (
        <Stack spacing={1}>
          <TextField
            label="Your full name"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={!nameMatches}
            helperText={nameMatches ? undefined : signerNameMismatch(signerName)}
            fullWidth
          />
          <Typography
            aria-hidden
            sx={{ fontFamily: '"Segoe Script", "Brush Script MT", cursive', fontStyle: 'italic', fontSize: 36 }}
          >
            {typed}
          </Typography>
        </Stack>
      )}
      {initials && <InitialsMark signerName={signerName} pages={initialsPages} onChange={setInitialsMark} />}
      {places && <Typography color="text.secondary">{places}</Typography>}
      <FormControlLabel
        control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} />}
        label={consentText}
      />
      {problem && <Alert severity="error">{problem}</Alert>}
      <Button
        variant="contained"
        size="large"
        disabled={!consent || !hasSignature || isLoading || (initials && !initialsMark?.ready)}
        onClick={() => void submit()}
      >
        {isLoading ? 'Signing…' : countersign ? 'Countersign and seal' : 'Sign the form'}
      </Button>
    </Stack>
  );
}
