/** Concept status tags read words people use, never the stored keys (storyboardsProgress, templatesProgress). */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONCEPT_STATUSES } from '@shared/domain/concepts';
import { StatusTag } from '@web/features/concepts/components/status-tag';

describe('concept status tag', () => {
  it.each([
    ['Draft', 'Draft'],
    ['StoryboardsInProgress', 'Storyboards in progress'],
    ['review', 'In review'],
    ['templatesProgress', 'Templates in progress'],
    ['ready', 'Ready'],
  ] as const)('%s reads %s', (status, label) => {
    expect(CONCEPT_STATUSES).toContain(status);
    render(<StatusTag status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
