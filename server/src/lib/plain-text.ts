/**
 * Names, titles and file names are shown to other people, put in mail and in download headers: they
 * must read as what they are. Refused: control characters (CR and LF included), the Unicode line and
 * paragraph separators, the bidirectional embedding/override/isolate marks that can make
 * "evil\u202Efdp.exe" display as "evilexe.pdf", and lone surrogates (half of a character).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;

/** The JSON-schema format of every user-given name (registered with the request validator). */
export const PLAIN_TEXT_FORMAT = 'plain-text';

export const UNSAFE_TEXT_MESSAGE = 'must not contain control characters, line breaks, text-direction marks or broken characters';

export const isPlainText = (text: string): boolean => !UNSAFE.test(text);
