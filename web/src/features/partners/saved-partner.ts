/** The switcher's last choice, kept in local storage across sessions (000 4 'Partner selection'). */
const SAVED_PARTNER_KEY = 'marquee.partner';

export function readSavedPartner(): string | null {
  return localStorage.getItem(SAVED_PARTNER_KEY);
}

export function savePartner(partnerId: string): void {
  localStorage.setItem(SAVED_PARTNER_KEY, partnerId);
}
