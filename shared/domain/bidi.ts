/**
 * Bidirectional controls in text users wrote (comment bodies, approval comments, reasons) and in names shown inside
 * other text (notifications, the approval trail). Names refuse these characters when typed (names.ts), but free text
 * may hold them, and names stored before that rule may too: U+202E (right-to-left override) makes 'invoice\u202Egpj.exe'
 * display as 'invoiceexe.jpg'.
 */

/** Embeddings and overrides (U+202A-202E): the ones that reorder strong characters, or open a run that leaks. */
const OVERRIDES = /[\u202A-\u202E]/gu;
/** Every bidi control: the embeddings and overrides, the isolates (U+2066-2069) and the marks (U+200E, U+200F, U+061C). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A user's free text as displayed: the embeddings and overrides are dropped, so the characters show in the order they
 * were typed; isolates and marks (which cannot reorder letters) stay. The screens also render such text isolated
 * (`unicode-bidi: isolate`), so whatever it holds cannot reorder the text around it.
 */
export const displayFreeText = (text: string): string => text.replace(OVERRIDES, '');

/** A name placed inside another text (a notification, a trail line): no bidi control at all survives in it. */
export const neutraliseBidi = (text: string): string => text.replace(BIDI_CONTROLS, '');

export const hasBidiOverride = (text: string): boolean => new RegExp(OVERRIDES.source, 'u').test(text);
