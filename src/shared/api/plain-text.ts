/**
 * The one rule for typed text (names, titles, answers): the server's contract
 * (server/src/contract/plain-text.ts), copied into plain-text.gen.ts by `npm run api:generate`, so a form
 * refuses what the server would refuse, in the same words, before it is sent.
 */
export { isPlainText, typedTextProblem } from './generated/plain-text.gen';
