/**
 * An `Intl.DateTimeFormat` for a locale and options, made once and kept: building one costs
 * tens of microseconds, and a screen that labels a week of time slots would otherwise build
 * dozens on every render (every keystroke in a form beside it).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
