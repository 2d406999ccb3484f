/**
 * Password strength of the registration and reset forms (spec 000 §5: "strength low, medium or
 * strong; messages for insufficient strength"). Pure, so the meter and the form rule agree.
 *
 * - low: shorter than {@link STRENGTH_MIN_LENGTH}, or only one kind of character
 *   (letters only, digits only…): rejected as insufficient;
 * - medium: at least 6 characters of two kinds;
 * - strong: at least 8 characters of three or more kinds (lower case, upper case, digits, symbols).
 */
export type PasswordStrength = 'low' | 'medium' | 'strong';

export const STRENGTH_MIN_LENGTH = 6;
export const STRONG_MIN_LENGTH = 8;

/** How many of: lower-case letters, upper-case letters, digits, anything else. */
export function characterKinds(password: string): number {
  let kinds = 0;
  if (/[a-z]/.test(password)) kinds += 1;
  if (/[A-Z]/.test(password)) kinds += 1;
  if (/\d/.test(password)) kinds += 1;
  if (/[^a-zA-Z\d]/.test(password)) kinds += 1;
  return kinds;
}

/** null for an empty password (the meter shows nothing yet). */
export function passwordStrength(password: string | null | undefined): PasswordStrength | null {
  if (!password) return null;
  const kinds = characterKinds(password);
  if (password.length < STRENGTH_MIN_LENGTH || kinds < 2) return 'low';
  if (password.length >= STRONG_MIN_LENGTH && kinds >= 3) return 'strong';
  return 'medium';
}

/** Meter fill, 0–100. */
export function strengthPercent(strength: PasswordStrength | null): number {
  switch (strength) {
    case 'low':
      return 30;
    case 'medium':
      return 65;
    case 'strong':
      return 100;
    default:
      return 0;
  }
}

/** The forms accept medium and strong passwords. */
export function isStrongEnough(password: string | null | undefined): boolean {
  const strength = passwordStrength(password);
  return strength === 'medium' || strength === 'strong';
}
