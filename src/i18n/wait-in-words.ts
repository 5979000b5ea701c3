/**
 * A wait in words in `locale`: seconds below a minute ("40 segundos"), whole minutes below an
 * hour ("15 minutos"), hours and minutes beyond ("2 horas", "1 hora e 30 minutos"), always
 * rounded up to the minute, so the user is never told to come back too early. Not "14:59",
 * which a Brazilian reads as a time of day, nor "1.440 minutos" for a lock of a day.
 */
export function formatWait(seconds: number, locale: string): string {
  const amount = (value: number, unit: 'second' | 'minute' | 'hour') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  if (seconds < 60) return amount(Math.max(0, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return amount(minutes, 'minute');
  const parts = [amount(Math.floor(minutes / 60), 'hour')];
  if (minutes % 60 > 0) parts.push(amount(minutes % 60, 'minute'));
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts);
}
