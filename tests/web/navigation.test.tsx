import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import { findHeading, openApp, signedInAs, userWith } from './helpers';

/** Opens a dropdown of the header and returns the texts of its entries. */
async function openMenu(name: string): Promise<string[]> {
  const title = screen.getByRole('menuitem', { name });
  await userEvent.setup().click(title);
  const popup = await waitFor(() => {
    const element = document.getElementById(title.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`the ${name} menu did not open`);
    return element;
  });
  return within(popup).getAllByRole('menuitem').map((i) => i.textContent ?? '');
}

function mainLinks(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav).getAllByRole('menuitem').map((i) => i.textContent ?? '');
}

async function showAs(user: CurrentUser, path = '/reporter', heading = 'Dashboard') {
  signedInAs(user);
  openApp(path);
  await findHeading(heading);
}

describe('navigation by role', () => {
  it('gives an analyst Reports > Dashboard, Analyze and Log Out only', async () => {
    await showAs(userWith('analyst'));
    expect(mainLinks()).toEqual(['Reports']);
    expect(await openMenu('Reports')).toEqual(['Dashboard', 'Analyze']);
    expect(await openMenu('Pat Example')).toEqual(['Log Out']);
    expect(screen.queryByText('Client Name')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marquee' })).toHaveAttribute('href', '/reporter');
  });

  it("titles the account menu with the user's name, not 'Admin', for a reviewer who has only Log Out in it", async () => {
    await showAs(userWith('reviewer', { name: 'Remy Reviewer' }), '/concepts', 'Concepts');
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
    expect(await openMenu('Remy Reviewer')).toEqual(['Log Out']);
  });

  it('gives a manager Concepts, Campaigns and Reports without admin pages', async () => {
    await showAs(userWith('manager'));
    expect(mainLinks()).toEqual(['Concepts', 'Campaigns', 'Reports']);
    expect(await openMenu('Reports')).toEqual(['Dashboard', 'Analyze']);
    expect(await openMenu('Pat Example')).toEqual(['Log Out']);
  });

  it('gives a self-service admin Assets, Custom Conversions and the partner admin pages', async () => {
    await showAs(userWith('selfServiceAdmin'));
    expect(mainLinks()).toEqual(['Concepts', 'Campaigns', 'Assets', 'Reports']);
    expect(await openMenu('Reports')).toEqual(['Dashboard', 'Analyze', 'Custom ConversionsBeta']);
    expect(await openMenu('Pat Example')).toEqual(['Partner tree', 'Users', 'Markets', 'Log Out']);
    expect(screen.queryByText('Global settings')).not.toBeInTheDocument();
  });

  it('gives a super admin everything, with Global settings and the partner switcher', async () => {
    await showAs(userWith('super'));
    expect(mainLinks()).toEqual(['Concepts', 'Campaigns', 'Assets', 'Reports']);
    expect(await openMenu('Pat Example')).toEqual([
      'Partner tree',
      'Users',
      'Markets',
      'Internal Users',
      'Cloud connector',
      'SSO configuration',
      'Partners',
      'Log Out',
    ]);
    expect(screen.getByText('Global settings')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Partner' })).toBeInTheDocument();
  });

  it('gives a concepts-only manager only Concepts and a link back to the parent app it came from', async () => {
    sessionStorage.setItem('marquee.parentApp', 'https://parent.example.com/app');
    await showAs(userWith('manager', { isConceptOnly: true }), '/concepts-only', 'Concepts');
    expect(mainLinks()).toEqual(['Concepts']);
    expect(screen.getByRole('link', { name: 'Concepts' })).toHaveAttribute('href', '/concepts-only');
    expect(screen.getByRole('link', { name: 'Back to parent app' })).toHaveAttribute('href', 'https://parent.example.com/app');
    expect(screen.queryByRole('menuitem', { name: 'Pat Example' })).not.toBeInTheDocument();
    expect(screen.queryByText('Log Out')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marquee' })).toHaveAttribute('href', '/concepts-only');
    sessionStorage.clear();
  });

  it('offers a concepts-only manager with no known parent app a way to log out, not a link back to this app', async () => {
    await showAs(userWith('manager', { isConceptOnly: true }), '/concepts-only', 'Concepts');
    expect(screen.queryByRole('link', { name: 'Back to parent app' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });
});
