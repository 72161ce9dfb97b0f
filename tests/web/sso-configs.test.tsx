import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, openApp, signedInAs, userWith } from './helpers';

const STORED = {
  _id: 'dddddddddddddddddddddd01',
  __v: 2,
  partnerId: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  name: 'Corporate IdP',
  type: 'SAML',
  emailDomains: ['corp.example.com', 'corp.example.org'],
  metadataUrl: 'https://idp.corp.example.com/metadata',
  isActive: true,
  providerName: 'sso-dddddddddddddddddddddd01',
  updatedAt: 1,
};

describe('SSO configuration', () => {
  it('lists the configs with their domains and state', async () => {
    signedInAs(userWith('admin'), { 'GET /api/sso-configs': { body: [STORED, { ...STORED, _id: 'dddddddddddddddddddddd02', name: 'Old IdP', isActive: false }] } });
    openApp('/sso-configs');
    await findHeading('SSO configuration');
    expect(await screen.findByRole('link', { name: 'Corporate IdP' })).toHaveAttribute('href', expect.stringContaining(`/sso-configs/${STORED._id}/edit`));
    expect(screen.getAllByText('corp.example.org')).toHaveLength(2);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('creates a config from typed domains and a metadata URL', async () => {
    const api = signedInAs(userWith('super'), { 'POST /api/sso-configs': { status: 201, body: STORED }, 'GET /api/sso-configs': { body: [STORED] } });
    openApp('/sso-configs/new');
    await findHeading('New SSO configuration');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Corporate IdP');
    await user.type(screen.getByLabelText('Email domains'), 'corp.example.com{enter}Corp.Example.org{enter}');
    await user.type(screen.getByLabelText('Metadata URL'), 'http://idp.corp.example.com/metadata');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid https URL')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Metadata URL'));
    await user.type(screen.getByLabelText('Metadata URL'), 'https://idp.corp.example.com/metadata');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe('/sso-configs'));
    const saved = api.calls.find((c) => c.method === 'POST')!;
    expect(saved.body).toEqual({ name: 'Corporate IdP', type: 'SAML', emailDomains: ['corp.example.com', 'Corp.Example.org'], metadataUrl: 'https://idp.corp.example.com/metadata', isActive: true });
    expect(saved.headers.get('x-csrf-token')).toBe('csrf-token-1');
  });

  it('refuses a malformed domain before sending anything', async () => {
    const api = signedInAs(userWith('admin'));
    openApp('/sso-configs/new');
    await findHeading('New SSO configuration');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Broken');
    await user.type(screen.getByLabelText('Email domains'), 'not_a_domain{enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email domain')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits a config without _id and __v, switching to metadata XML, and shows the server reason at its field', async () => {
    const api = signedInAs(userWith('admin'), {
      [`GET /api/sso-configs/${STORED._id}`]: { body: STORED },
      [`PUT /api/sso-configs/${STORED._id}`]: {
        status: 422,
        body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message: 'Already exist', details: [{ path: 'emailDomains', message: 'Already exist' }] },
      },
    });
    openApp(`/sso-configs/${STORED._id}/edit`);
    await findHeading('Edit SSO configuration');
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('Corporate IdP')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'XML document' }));
    await user.type(screen.getByRole('textbox', { name: 'Metadata XML' }), '<EntityDescriptor/>');
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // the alert and the field (the field's error may show a render after the alert)
    await waitFor(() => expect(screen.getAllByText('Already exist')).toHaveLength(2));
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ name: 'Corporate IdP', type: 'SAML', emailDomains: STORED.emailDomains, metadataXml: '<EntityDescriptor/>', isActive: false });
    expect(location.pathname).toBe(`/sso-configs/${STORED._id}/edit`);
  });

  it('is not offered to roles other than super and admin', async () => {
    signedInAs(userWith('selfServiceAdmin'));
    openApp('/sso-configs');
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
  });
});
