import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, notSignedIn, openApp } from './helpers';

const WARNING = "It looks like you're using an Adblocker";

describe('adblocker warning', () => {
  it('stays away when the bait element is shown', async () => {
    mockApi({ 'GET /api/auth/current-user': notSignedIn });
    openApp('/login');
    await screen.findByLabelText('Email');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });

  it('shows when a blocker hides the bait element', async () => {
    // What a blocker's cosmetic filter does to ad-like elements.
    const style = document.createElement('style');
    style.textContent = '.adsbox { display: none !important; }';
    document.head.append(style);
    mockApi({ 'GET /api/auth/current-user': notSignedIn });
    openApp('/login');
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(screen.getByText('Please disable it to continue on this site. Some functionality may not work')).toBeInTheDocument();
    style.remove();
  });
});
