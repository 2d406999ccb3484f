export type GreetingPeriod = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

/**
 * Spec 000 §9: "before 9 morning, to 11 forenoon, to 13 noon, before 20 afternoon, else
 * evening". "To 11" and "to 13" include that hour (11:59 is still forenoon, 13:59 still noon),
 * "before 20" does not.
 */
export function greetingPeriod(at: Date): GreetingPeriod {
  const hour = at.getHours();
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}
