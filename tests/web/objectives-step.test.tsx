/** Wizard step 2 (000 5): a card toggles once whether its title, its checkbox or the rest of it is clicked. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyBrief, type Brief } from '@shared/domain/concepts';
import { ObjectivesStep } from '@web/features/concepts/components/wizard/steps/objectives-step';

function Harness() {
  const [brief, setBrief] = useState<Brief>(emptyBrief());
  return <ObjectivesStep brief={brief} update={(recipe) => setBrief(recipe)} errors={{}} />;
}

describe('Objectives step', () => {
  it('selects an objective from its title, its description and its checkbox, each click toggling once', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const awareness = screen.getByRole('checkbox', { name: 'Awareness' });

    await user.click(screen.getByText('Awareness'));
    expect(awareness).toBeChecked();
    await user.click(screen.getByText('Reach people and make the brand known.'));
    expect(awareness).not.toBeChecked();
    await user.click(awareness);
    expect(awareness).toBeChecked();

    await user.click(screen.getByText('Consideration'));
    expect(screen.getByRole('checkbox', { name: 'Consideration' })).toBeChecked();
    expect(awareness).toBeChecked();
  });
});
