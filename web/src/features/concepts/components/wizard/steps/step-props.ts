import type { BriefErrors, Brief } from '@shared/domain/concepts';

/** What every step gets: the brief, a way to change it, and the errors to show (after a Next that failed). */
export interface StepProps {
  brief: Brief;
  update(recipe: (brief: Brief) => Brief): void;
  errors: BriefErrors;
}

export const fieldStatus = (message: string | undefined) => (message ? ('error' as const) : undefined);
