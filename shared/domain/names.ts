/**
 * The one rule for every name a user types (partners, users, markets, business nodes, concepts, assets, saved reports,
 * custom conversions, SSO configs, cloud storages, and every entity added later): NFC, trimmed, and free of the
 * characters that make two names look alike or a name display differently from what it holds (finding 4).
 */

/**
 * Refused anywhere in a name: C0 and C1 controls (with DEL); zero-width characters (U+200B-200D, U+2060 word joiner,
 * U+FEFF) and the other invisible format characters next to them (U+00AD soft hyphen, U+180E, U+2061-2064); bidi
 * marks (U+200E, U+200F, U+061C), embeddings and overrides (U+202A-202E) and isolates (U+2066-2069); interlinear
 * annotation marks (U+FFF9-FFFB); and lone surrogates (text that is not valid UTF-16).
 */
const REFUSED = /[\p{Cc}\p{Cs}\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFFF9-\uFFFB\uFEFF]/u;

/** What a typed name is stored as: Unicode NFC (one form for 'é' typed either way), without surrounding spaces. */
export const normaliseName = (name: string): string => name.normalize('NFC').trim();

/** True when the name holds none of the refused characters. */
export const hasOnlyNameCharacters = (name: string): boolean => !REFUSED.test(name);

/** A name the server derives (a linked file's name from its URL): nobody to tell, so the refused characters go. */
export const cleanDerivedName = (name: string): string => normaliseName(name.replace(new RegExp(REFUSED.source, 'gu'), ''));

/**
 * The key two names are compared by for uniqueness ('Already exist'): the normalised name, case-folded with the
 * Unicode lowercase mapping. Every name claim and every 'is this name taken' check uses this one function.
 * For a name stored through the rule it equals the key the claims written before the rule used (trimmed and
 * lowercased), so those claims keep holding: nothing is migrated.
 */
export const nameKey = (name: string): string => normaliseName(name).toLowerCase();

/**
 * The key a stored name's claim was written under, for releasing it (rename, delete): the same as nameKey for every
 * name stored through the rule (already NFC and trimmed); a name stored before the rule was claimed trimmed and
 * lowercased without NFC, and releasing exactly that key never frees another name's claim.
 */
export const storedNameKey = (storedName: string): string => storedName.trim().toLowerCase();
