/**
 * A date formatter built on its first use, for module scope. Building an `Intl.DateTimeFormat` loads the
 * locale's data — tens of milliseconds on a phone the first time — and a module that built one when it
 * was evaluated charged that to every page that loads it, before its first paint, whether or not a date
 * was shown.
 */
export function lazyDateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format.format(date);
  };
}
