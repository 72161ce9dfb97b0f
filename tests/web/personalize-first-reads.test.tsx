/**
 * The personalize screen's first calls go out as its route is entered (app/screens.ts FIRST_READS): a returning
 * browser (a stored session) asks for the trees and the first page of variants while the campaign is still being read,
 * and the screen takes those answers instead of asking again. A role the screen sends elsewhere asks for neither.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/domain/roles';
import { SESSION_KEY } from '@web/lib/session-store';
import { currentPath, openApp, userWith } from './helpers';
import { BASE, CAMPAIGN, TREE, gridHeight, personalizeServer, variant } from './personalize-grid-fixtures';

gridHeight(600);

/** What a browser that signed in before keeps (lib/session-store.ts). */
function storedSession(role: Role) {
  const { id, token, username, email, isConceptOnly } = userWith(role);
  localStorage.setItem(SESSION_KEY, JSON.stringify({ id, role, token, username, email, isConceptOnly }));
}

/** The campaign call is held until `release` is called. */
function holdCampaign(server: ReturnType<typeof personalizeServer>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const answer = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation(async (input, init) => {
    if (new URL(String(input), location.origin).pathname === `/api/campaigns/${CAMPAIGN}`) await held;
    return answer(input, init);
  });
  return () => release();
}

const asked = (server: ReturnType<typeof personalizeServer>, path: string) => server.calls.filter((c) => c.method === 'GET' && c.path.split('?')[0] === path);

describe('the personalize screen of a returning browser', () => {
  it('asks for the trees and the first variants while the campaign is read, then shows those rows without asking again', async () => {
    storedSession('selfServiceManager');
    const server = personalizeServer([variant(1), variant(2)]);
    const release = holdCampaign(server);
    openApp(`/campaigns/${CAMPAIGN}/personalize/${TREE}`);

    await waitFor(() => expect(asked(server, `${BASE}/variants`)).toHaveLength(1), { timeout: 20_000 });
    expect(asked(server, `/api/campaigns/${CAMPAIGN}/personalize/trees`)).toHaveLength(1);
    expect(screen.queryAllByTestId('variant-row')).toHaveLength(0);

    release();
    await waitFor(() => expect(screen.queryAllByTestId('variant-row')).toHaveLength(2), { timeout: 20_000 });
    expect(screen.getByTestId('variant-counts')).toHaveTextContent('2 variants');
    expect(asked(server, `${BASE}/variants`)).toHaveLength(1);
    expect(asked(server, `/api/campaigns/${CAMPAIGN}/personalize/trees`)).toHaveLength(1);
  });

  it('asks a manager, whom the screen sends to the creatives page, for no variants', async () => {
    storedSession('manager');
    const server = personalizeServer([variant(1)], {}, 'manager');
    openApp(`/campaigns/${CAMPAIGN}/personalize/${TREE}`);
    await waitFor(() => expect(currentPath()).toBe(`/campaigns/${CAMPAIGN}/creatives/${TREE}`), { timeout: 20_000 });
    expect(asked(server, `${BASE}/variants`)).toEqual([]);
  });
});
