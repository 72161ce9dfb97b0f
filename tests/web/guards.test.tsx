import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyBrief } from '@shared/domain/concepts';
import { currentPath, findHeading, mockApi, notSignedIn, openApp, signedInAs, userWith } from './helpers';
import { CAMPAIGN, TREE, personalizeServer, variant } from './personalize-grid-fixtures';

const NOT_FOUND = 'Sorry, the page you visited does not exist.';

describe('route guards', () => {
  it('sends a signed-out user to /login with the wanted path remembered', async () => {
    mockApi({ 'GET /api/auth/current-user': notSignedIn });
    openApp('/concepts/abc?partner=p1');
    await screen.findByLabelText('Email');
    expect(currentPath()).toBe(`/login?redirect=${encodeURIComponent('/concepts/abc?partner=p1')}`);
  });

  it('shows the 404 page to a role that may not open the route', async () => {
    signedInAs(userWith('analyst'));
    openApp('/concepts');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(currentPath()).toBe('/404');
    expect(window.history.state?.usr).toEqual({ from: '/concepts' });
  });

  it('keeps super-only screens from a self-service admin', async () => {
    signedInAs(userWith('selfServiceAdmin'));
    openApp('/partners');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
  });

  it('sends an analyst at / to /reporter', async () => {
    signedInAs(userWith('analyst'));
    openApp('/');
    expect(await findHeading('Dashboard')).toBeInTheDocument();
    expect(currentPath()).toBe('/reporter');
    await waitFor(() => expect(document.title).toBe('Dashboard - Marquee'));
  });

  it('sends a manager at / to /concepts, keeping the partner parameter', async () => {
    signedInAs(userWith('manager'));
    openApp('/?partner=aaaaaaaaaaaaaaaaaaaaaaa1');
    expect(await findHeading('Concepts')).toBeInTheDocument();
    expect(currentPath()).toBe('/concepts?partner=aaaaaaaaaaaaaaaaaaaaaaa1');
    expect(screen.getByRole('link', { name: 'Campaigns' })).toHaveAttribute('href', '/campaigns?partner=aaaaaaaaaaaaaaaaaaaaaaa1');
    expect(screen.getByRole('link', { name: 'Marquee' })).toHaveAttribute('href', '/concepts?partner=aaaaaaaaaaaaaaaaaaaaaaa1');
  });

  it('shows the 404 page for an unknown path', async () => {
    signedInAs(userWith('super'));
    openApp('/no/such/page');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(currentPath()).toBe('/404');
  });

  it('sends a manager from the personalize page to the creatives page', async () => {
    signedInAs(userWith('manager'));
    openApp('/campaigns/c1/personalize/t1');
    await waitFor(() => expect(currentPath()).toBe('/campaigns/c1/creatives/t1'));
  });

  it('keeps a self-service manager on the personalize page', async () => {
    personalizeServer([variant(1)]);
    openApp(`/campaigns/${CAMPAIGN}/personalize/${TREE}`);
    expect(await screen.findByTestId('variant-grid')).toBeInTheDocument();
    expect(currentPath()).toBe(`/campaigns/${CAMPAIGN}/personalize/${TREE}`);
  });

  it('sends a manager without a tree to the creatives page', async () => {
    signedInAs(userWith('manager'));
    openApp('/campaigns/c1/personalize');
    await waitFor(() => expect(currentPath()).toBe('/campaigns/c1/creatives'));
  });

  it('sends a concepts-only manager to the /concepts-only paths', async () => {
    const id = 'eeeeeeeeeeeeeeeeeeeeee01';
    const brief = emptyBrief();
    brief.intro.name = 'Launch';
    const concept = { _id: id, partnerId: 'p', name: 'Launch', status: 'Draft', brief, nodeIds: [], submittedBy: null, createdBy: 'u', campaigns: [], archived: false, createdAt: 1, updatedAt: 1 };
    signedInAs(userWith('manager', { isConceptOnly: true }), { [`GET /api/concepts/${id}`]: { body: concept } });
    openApp(`/concepts/${id}`);
    expect(await findHeading('Launch')).toBeInTheDocument();
    expect(currentPath()).toBe(`/concepts-only/${id}`);
  });

  it('leaves a concepts-only top admin on the full app', async () => {
    signedInAs(userWith('admin', { isConceptOnly: true }));
    openApp('/concepts');
    expect(await findHeading('Concepts')).toBeInTheDocument();
    expect(currentPath()).toBe('/concepts');
  });

  it('shows the concepts-only error page to a signed-out user with ?error=true', async () => {
    mockApi({ 'GET /api/auth/current-user': notSignedIn });
    openApp('/concepts-only?error=true');
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(currentPath()).toBe('/concepts-only?error=true');
  });

  it('sends a signed-out concepts-only visitor without the flag to sign in', async () => {
    mockApi({ 'GET /api/auth/current-user': notSignedIn });
    openApp('/concepts-only/abc');
    await screen.findByLabelText('Email');
    expect(currentPath()).toBe(`/login?redirect=${encodeURIComponent('/concepts-only/abc')}`);
  });

  it('shows only the titles of the public join and password pages', async () => {
    mockApi({ 'GET /api/auth/current-user': notSignedIn });
    openApp('/join/abc');
    expect(await findHeading('Join')).toBeInTheDocument();
    expect(document.title).toBe('Join - Marquee');
  });

  it('sends a signed-in user away from /login', async () => {
    localStorage.setItem('marquee.session', JSON.stringify({ id: 'u1' }));
    signedInAs(userWith('reviewer'));
    openApp('/login?redirect=%2Fcampaigns');
    expect(await findHeading('Campaigns')).toBeInTheDocument();
    expect(currentPath()).toBe('/campaigns');
  });
});
