/**
 * Spec 000 §9: 11-digit phone numbers are shown with the middle four digits hidden
 * (`13812345678` → `138****5678`). Anything else is shown as it is.
 */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const trimmed = phone.trim();
  return /^\d{11}$/.test(trimmed) ? `${trimmed.slice(0, 3)}****${trimmed.slice(7)}` : trimmed;
}
