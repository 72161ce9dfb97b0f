/**
 * The Creatives toolbar offers an action only to the roles whose calls the server lets through (the route table's role
 * groups, shared/domain/screen-actions.ts): per role, which of its buttons a user sees. The server side of the same
 * rule (each action's calls answered, not 403, exactly for these roles) is in tests/functions/role-matrix.test.ts.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/domain/roles';
import { openApp } from './helpers';
import { API, CAMPAIGN, creative, creativesServer } from './creatives-fixtures';

const ACTIONS = ['Publish', 'Screenshots & PDF', 'Score approved creatives', 'Request approval', 'Export', 'Export CSV', 'Comments'] as const;
type Action = (typeof ACTIONS)[number];

// What each role may do on the Creatives screen (001 6, 002 6): reviewers review and comment; managers publish,
// score and ask for approval but do not start the campaign tools' jobs (screenshots, PDF, exports: top admins and self-service).
const OFFERED: Partial<Record<Role, readonly Action[]>> = {
  reviewer: ['Export CSV', 'Comments'],
  manager: ['Publish', 'Score approved creatives', 'Request approval', 'Export CSV', 'Comments'],
  selfServiceReviewer: ACTIONS,
  admin: ACTIONS,
};

describe('the Creatives toolbar by role', () => {
  it.each(Object.entries(OFFERED))('a %s sees exactly the actions the server allows them', async (role, offered) => {
    creativesServer(role as Role, () => [creative(1)], {
      [`GET ${API}/scores`]: { body: { scores: [], job: null } },
      [`GET ${API}/render-queue/state`]: { body: { job: null } },
    });
    openApp(`/campaigns/${CAMPAIGN}/creatives`);
    await screen.findAllByTestId('creative-card', {}, { timeout: 20_000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Comments' })).toBeInTheDocument());
    const shown = ACTIONS.filter((name) => screen.queryAllByRole(name === 'Export CSV' ? 'link' : 'button', { name: new RegExp(`^(\\S+ )?${name.replace(/[&]/g, '\\$&')}$`) }).length > 0);
    expect(shown).toEqual([...offered!]);
  });
});
