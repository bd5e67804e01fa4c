/**
 * The one rule for text a person types (names, titles, file names, answers), shared with the SPA so a
 * form says what is wrong, in the server's words, before it is sent.
 *
 * Names, titles and file names are shown to other people, put in mail and in download headers: they
 * must read as what they are. Refused: control characters (CR and LF included), the Unicode line and
 * paragraph separators, the bidirectional embedding/override/isolate marks that can make
 * "evil\u202Efdp.exe" display as "evilexe.pdf", lone surrogates (half of a character) and the replacement
 * character U+FFFD (what a decoder puts where the bytes were not UTF-8: a lone surrogate sent as bytes
 * in a multipart field arrives as U+FFFD).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff\ufffd]/u;

/** The JSON-schema format of every user-given name (registered with the request validator). */
export const PLAIN_TEXT_FORMAT = 'plain-text';

export const UNSAFE_TEXT_MESSAGE = 'must not contain control characters, line breaks, text-direction marks or broken characters';

export const isPlainText = (text: string): boolean => !UNSAFE.test(text);

/**
 * Longer text a person writes on several lines (descriptions, help, answers): the same rule, except that
 * a line feed (\n) and a tab are allowed. A carriage return is not: browsers send \n for a line break, and
 * a lone CR is how header and log injection starts.
 */
const UNSAFE_MULTI_LINE =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff\ufffd]/u;

/** The JSON-schema format of multi-line text (registered with the request validator). */
export const MULTI_LINE_TEXT_FORMAT = 'multi-line-text';

export const UNSAFE_MULTI_LINE_MESSAGE =
  'must not contain control characters (other than line breaks and tabs), text-direction marks or broken characters';

export const isMultiLineText = (text: string): boolean => !UNSAFE_MULTI_LINE.test(text);

/**
 * What a form shows under a text field the rule refuses, or null: `subject` names the field as the
 * sentence starts ("This name", "This answer").
 */
export function typedTextProblem(text: string, subject: string, multiLine = false): string | null {
  if (multiLine) return isMultiLineText(text) ? null : `${subject} ${UNSAFE_MULTI_LINE_MESSAGE}.`;
  return isPlainText(text) ? null : `${subject} ${UNSAFE_TEXT_MESSAGE}.`;
}
