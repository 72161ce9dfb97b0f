/**
 * What the editor modals share: the server's words or the spec's fallback message on failure, and the name rules of
 * 001 5 (unique by an exists call, no line breaks) as Ant Design form rules.
 */
import type { FormInstance, FormRule } from 'antd';
import { ApiError } from '@web/lib/api-client';
import { MESSAGES } from '@shared/messages';

/** A refusal's own message (a 4xx in the spec's words), otherwise the modal's message for the failure. */
export const failureText = (error: unknown, fallback: string) => (error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback);

/** A typed name: required, one line, and not taken (the exists call), unless it is the name the thing already has. */
export function nameRules(exists: (name: string) => Promise<boolean>, taken: string, current?: string): FormRule[] {
  return [
    { required: true, whitespace: true, message: 'Please enter a name' },
    { pattern: /^[^\r\n]*$/, message: MESSAGES.signalNameLineBreak },
    {
      validator: async (_, value: string | undefined) => {
        const name = value?.trim();
        if (!name || name === current) return;
        if (await exists(name)) throw new Error(taken);
      },
    },
  ];
}

/** The form's values, or null when a rule refused them (the form shows why). */
export const validated = <T,>(form: FormInstance<T>): Promise<T | null> => form.validateFields().catch(() => null);
