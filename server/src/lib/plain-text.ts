import { isPlainText, UNSAFE_TEXT_MESSAGE } from '../contract/plain-text.js';
import { invalidFields } from './errors.js';

// The rule for typed text is the contract shared with the SPA (contract/plain-text.ts).
export {
  isMultiLineText,
  isPlainText,
  MULTI_LINE_TEXT_FORMAT,
  PLAIN_TEXT_FORMAT,
  UNSAFE_MULTI_LINE_MESSAGE,
  UNSAFE_TEXT_MESSAGE,
} from '../contract/plain-text.js';

/** For a text field a handler reads itself (streamed multipart): the same 400 the schema would give. */
export function checkPlainTextField(field: string, text: string): void {
  if (!isPlainText(text))
    throw invalidFields(`Please check the request: ${field} ${UNSAFE_TEXT_MESSAGE}.`, [{ field, message: UNSAFE_TEXT_MESSAGE }]);
}
