/** The units a duration is said in, largest first; their texts are `common.duration.<unit>`. */
const UNITS = [
  { unit: 'd', seconds: 86_400 },
  { unit: 'h', seconds: 3600 },
  { unit: 'min', seconds: 60 },
  { unit: 's', seconds: 1 },
] as const;

export type DurationUnit = (typeof UNITS)[number]['unit'];

/** A translation function of the units' texts (i18next's, or the resource kit's). */
export type DurationTexts = (key: `common.duration.${DurationUnit}`, options: { value: string }) => string;

export interface DurationOptions {
  /** Count whole days (uptimes); otherwise hours are the largest unit. */
  days?: boolean;
  /** At most this many units, from the largest that is not zero. */
  largest?: number;
  /** The smallest unit shown (shifts: minutes); a shorter duration is "0" of it. */
  smallest?: DurationUnit;
  /** Floor screens: every unit after the first two digits wide, zeros kept ("1 h 05 min", "2 min 00 s"). */
  pad?: boolean;
}

/**
 * Seconds as "1 h 2 min 3 s" in the interface language ("1 小时 2 分 3 秒"); zero units left out
 * (except when padded), "0" of the smallest unit for nothing, "-" for no value.
 */
export function durationText(
  t: DurationTexts,
  seconds: number | null | undefined,
  { days = false, largest = UNITS.length, smallest = 's', pad = false }: DurationOptions = {},
): string {
  if (seconds === null || seconds === undefined || Number.isNaN(seconds)) return '-';
  let rest = Math.max(0, Math.floor(seconds));
  const units = UNITS.slice(days ? 0 : 1, UNITS.findIndex((each) => each.unit === smallest) + 1);
  const parts = units.map(({ unit, seconds: size }) => {
    const value = Math.floor(rest / size);
    rest %= size;
    return { unit, value };
  });
  const first = parts.findIndex((part) => part.value > 0);
  if (first === -1) return t(`common.duration.${smallest}`, { value: '0' });
  return parts
    .slice(first, first + largest)
    .filter((part) => pad || part.value > 0)
    .map((part, index) =>
      t(`common.duration.${part.unit}`, { value: String(part.value).padStart(pad && index > 0 ? 2 : 1, '0') }),
    )
    .join(' ');
}
