import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, openApp, signedInAs, userWith } from './helpers';

const STORED = {
  _id: 'cccccccccccccccccccccc01',
  partnerId: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  name: 'Agency archive',
  storageType: 'S3',
  connectionConfig: { bucket: 'archive', region: 'eu-central-1', accessKeyId: 'AKIA1', secretAccessKey: '••••wxyz' },
  isConnected: false,
  error: 'Access Denied',
  updatedAt: 1,
};

describe('cloud connector', () => {
  it('lists the connections with their state', async () => {
    signedInAs(userWith('super'), { 'GET /api/v1/cloud-storage': { body: [STORED] } });
    openApp('/cloud-storage');
    await findHeading('Cloud connector');
    expect(await screen.findByRole('link', { name: 'Agency archive' })).toBeInTheDocument();
    expect(screen.getByText('Failed')).toHaveAttribute('title', 'Access Denied');
  });

  it('tests typed settings for real and saves them with the default region', async () => {
    const api = signedInAs(userWith('super'), {
      'POST /api/v1/cloud-storage/test-connection': { body: { isConnected: false, error: 'The specified bucket does not exist' } },
      'POST /api/v1/cloud-storage': { status: 201, body: STORED },
      'GET /api/v1/cloud-storage': { body: [STORED] },
    });
    openApp('/cloud-storage/new');
    await findHeading('New cloud connection');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Agency archive');
    await user.type(screen.getByLabelText('Bucket'), 'archive');
    await user.type(screen.getByLabelText('Access key ID'), 'AKIA1');
    await user.type(screen.getByLabelText('Secret access key'), 'secret-wxyz');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('The specified bucket does not exist')).toBeInTheDocument();
    const test = api.calls.find((c) => c.path.startsWith('/api/v1/cloud-storage/test-connection'))!;
    expect(test.body).toEqual({ storageType: 'S3', connectionConfig: { bucket: 'archive', region: 'eu-central-1', accessKeyId: 'AKIA1', secretAccessKey: 'secret-wxyz' } });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe('/cloud-storage'));
    const saved = api.calls.find((c) => c.method === 'POST' && c.path.startsWith('/api/v1/cloud-storage?'))!;
    expect(saved.body).toMatchObject({ name: 'Agency archive', storageType: 'S3', connectionConfig: { bucket: 'archive', region: 'eu-central-1' } });
    expect(saved.headers.get('x-csrf-token')).toBe('csrf-token-1');
  });

  it('editing keeps the stored secret unless a new one is typed', async () => {
    const api = signedInAs(userWith('super'), {
      [`GET /api/v1/cloud-storage/${STORED._id}`]: { body: STORED },
      [`PUT /api/v1/cloud-storage/${STORED._id}`]: { body: STORED },
      'GET /api/v1/cloud-storage': { body: [STORED] },
    });
    openApp(`/cloud-storage/${STORED._id}/edit`);
    await findHeading('Edit cloud connection');
    expect(await screen.findByText(/Stored: ••••wxyz/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect((put.body as { connectionConfig: object }).connectionConfig).not.toHaveProperty('secretAccessKey');
  });
});
