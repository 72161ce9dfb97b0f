/** The template contract's refusals and warnings: one error class and one warning shape for the zip and the HTML. */
import { fillMessage, TEMPLATE_MESSAGES } from '../messages';

export type TemplateParseCode = keyof typeof TEMPLATE_MESSAGES;

/** A template refused: `message` is the text the uploader sees (the spec's where it has one), `code` its key. */
export class TemplateParseError extends Error {
  constructor(readonly code: TemplateParseCode, values: Record<string, string | number> = {}) {
    super(fillMessage(TEMPLATE_MESSAGES[code], values));
    this.name = 'TemplateParseError';
  }
}

export interface TemplateWarning {
  code: string;
  message: string;
  /** The spec's platform key the warning is about (google: display ad server, gads: ads manager), if any. */
  platform?: string;
}

export const warning = (code: TemplateParseCode, values: Record<string, string | number> = {}, platform?: string): TemplateWarning => ({
  code,
  message: fillMessage(TEMPLATE_MESSAGES[code], values),
  ...(platform ? { platform } : {}),
});
