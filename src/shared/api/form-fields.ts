import { US_STATES } from './generated/form-fields.gen';

/**
 * The intake-form field kinds, rules and messages and the US states: the server's contract
 * (server/src/contract/form-fields.ts), copied into form-fields.gen.ts by `npm run api:generate`, so a
 * field is checked here with the very code and words the server uses.
 */
export {
  answerProblem,
  BIRTH_DATE_EARLIEST,
  displayAnswer,
  FIELD_FORMATS,
  FIELD_KEY,
  isEmptyAnswer,
  keyFromLabel,
  latestToday,
  maskValue,
  PARTIAL_DATE,
  REQUIRED,
  sameSignerName,
  signerNameMismatch,
  uniqueKey,
  PDF_FIELD_FORMATS,
  PDF_FIELD_KINDS,
  pdfFieldProblem,
  US_STATE_CODES,
} from './generated/form-fields.gen';
export type { FieldFormat } from './generated/form-fields.gen';

/** The states as select options (value = the postal code). */
export const US_STATE_OPTIONS: ReadonlyArray<{ value: string; label: string }> = US_STATES.map(([value, label]) => ({
  value,
  label,
}));
