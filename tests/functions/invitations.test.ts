/** Invitations, joining and password reset through the real gateway; links come from the mail port's outbox. */
import { call, signIn, type SignedIn } from './client';
import { lastTokenTo, mailsTo, uniqueEmail } from './mail-outbox';

const GOOD = 'Joining-Password-2026';
let admin: SignedIn;
let nodeId: string;

async function invite(email: string, role = 'manager', as = admin) {
  return call('POST', `/api/invitations/node/${nodeId}`, { cookie: as.cookie, csrf: as.csrf, body: { email, role, partnerId: as.user.partnerId, isConceptOnly: false } });
}

beforeAll(async () => {
  admin = await signIn('selfserviceadmin@demo.test');
  const manager = await call('GET', '/api/users/by-partner?search=manager%40demo.test', { cookie: admin.cookie });
  nodeId = manager.body.results[0].businessNodes[0];
});

describe('an invitation', () => {
  it('creates a PENDING user and mails an absolute join link; the link shows the email only', async () => {
    const email = uniqueEmail('invitee');
    const res = await invite(email);
    expect(res).toMatchObject({ status: 201, body: { email, status: 'PENDING', role: 'manager', businessNodes: [nodeId] } });
    const [mail] = mailsTo(email);
    expect(mail.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/join\/[\w-]+$/);
    const check = await call('GET', `/api/invitations/${lastTokenTo(email)}`);
    expect(check).toMatchObject({ status: 200, body: { validity: 'VALID', email } });
    expect(Object.keys(check.body).sort()).toEqual(['email', 'validity']);
  });

  it('is accepted once: the invitee is signed in, ACTIVE, and the link is then INVALID', async () => {
    const email = uniqueEmail('joiner');
    await invite(email);
    const token = lastTokenTo(email);
    const res = await call('POST', `/api/invitations/${token}/accept`, { body: { name: 'Jo Iner', password: GOOD } });
    expect(res).toMatchObject({ status: 200, body: { email, role: 'manager' } });
    const cookie = res.headers.get('set-cookie')!.split(';')[0];
    expect((await call('GET', '/api/auth/current-user', { cookie })).body).toMatchObject({ email });
    expect((await call('GET', `/api/invitations/${token}`)).body).toEqual({ validity: 'INVALID' });
    const again = await call('POST', `/api/invitations/${token}/accept`, { body: { name: 'Mallory', password: 'Another-Password-2026' } });
    expect(again).toMatchObject({ status: 422, body: { message: 'This link is not valid or has already been used.' } });
    await expect(signIn(email, 'Another-Password-2026')).rejects.toThrow();
    expect((await signIn(email, GOOD)).user.email).toBe(email);
  });

  it('answers each unmet password rule with its code and changes nothing', async () => {
    const email = uniqueEmail('weak');
    await invite(email);
    const token = lastTokenTo(email);
    const res = await call('POST', `/api/invitations/${token}/accept`, { body: { name: ' ', password: 'short' } });
    expect(res.status).toBe(422);
    expect(res.body.details.map((d: { message: string }) => d.message).sort()).toEqual(['NAME_REQUIRED', 'PASSWORD_NO_DIGIT', 'PASSWORD_NO_UPPERCASE', 'PASSWORD_TOO_SHORT']);
    const lead = await call('POST', `/api/invitations/${token}/accept`, { body: { name: ' Jo', password: GOOD } });
    expect(lead.body.details).toEqual([{ path: 'name', message: 'Spaces are not allowed in the beginning of the name' }]);
    expect((await call('GET', `/api/invitations/${token}`)).body.validity).toBe('VALID');
  });

  it('a re-invite mails a new link and the old one stops working', async () => {
    const email = uniqueEmail('reinvited');
    const created = await invite(email);
    const first = lastTokenTo(email);
    const res = await call('POST', `/api/users/${created.body._id}/reinvite`, { cookie: admin.cookie, csrf: admin.csrf, body: { businessNodeId: nodeId } });
    expect(res).toMatchObject({ status: 200, body: { message: 'User was re-invited' } });
    const second = lastTokenTo(email);
    expect(second).not.toBe(first);
    expect((await call('GET', `/api/invitations/${first}`)).body).toEqual({ validity: 'INVALID' });
    expect((await call('GET', `/api/invitations/${second}`)).body.validity).toBe('VALID');
  });

  it('an expired link answers EXPIRED and cannot be accepted', async () => {
    const email = uniqueEmail('late');
    await invite(email);
    const token = lastTokenTo(email);
    const { linksRepository, hashToken } = await import('@functions/users/links-repository');
    const { usersModel } = await import('@functions/lib/identity/users-repository');
    await usersModel().entities.link.patch({ hash: hashToken(token) }).set({ expiresAtMs: Date.now() - 1000 }).go();
    expect((await call('GET', `/api/invitations/${token}`)).body).toEqual({ validity: 'EXPIRED' });
    const res = await call('POST', `/api/invitations/${token}/accept`, { body: { name: 'Late', password: GOOD } });
    expect(res).toMatchObject({ status: 422, body: { message: 'This link has expired. Ask your admin for a new one.' } });
    expect((await linksRepository.check(token, 'invitation')).validity).toBe('EXPIRED');
  });

  it('an unknown token is INVALID and says nothing else', async () => {
    expect((await call('GET', '/api/invitations/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).body).toEqual({ validity: 'INVALID' });
  });

  it('an email already in use answers Already exist; bad input stores nothing', async () => {
    expect(await invite('manager@demo.test')).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    const email = uniqueEmail('bad');
    expect((await invite(email, 'wizard')).status).toBe(422);
    expect((await invite('not-an-email')).body.details[0]).toMatchObject({ path: 'email', message: 'Please enter a valid email' });
    const list = await call('GET', `/api/users/by-partner?search=${encodeURIComponent(email)}`, { cookie: admin.cookie });
    expect(list.body.total).toBe(0);
    expect(mailsTo(email)).toEqual([]);
  });

  it('a self-service admin cannot invite an admin; a node of another partner is not found', async () => {
    expect(await invite(uniqueEmail('grab'), 'admin')).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    const other = await signIn('other-admin@demo.test');
    const res = await invite(uniqueEmail('cross'), 'manager', other);
    expect(res).toMatchObject({ status: 404, body: { message: 'Business node was not found' } });
  });
});

describe('password reset', () => {
  it('answers the same whether or not the email has an account, and mails only an existing one', async () => {
    const email = uniqueEmail('resetter');
    await invite(email);
    await call('POST', `/api/invitations/${lastTokenTo(email)}/accept`, { body: { name: 'Re Setter', password: GOOD } });
    const known = await call('POST', '/api/auth/password/forgot', { body: { email } });
    const unknown = await call('POST', '/api/auth/password/forgot', { body: { email: uniqueEmail('nobody') } });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(expect.objectContaining({ status: known.status, body: known.body }));
    expect(mailsTo(email).filter((m) => m.link.includes('/password/'))).toHaveLength(1);
  });

  it('sets a new password once, ends open sessions, and the used link changes nothing', async () => {
    const email = uniqueEmail('forgetful');
    await invite(email);
    await call('POST', `/api/invitations/${lastTokenTo(email)}/accept`, { body: { name: 'Forget Ful', password: GOOD } });
    const open = await signIn(email, GOOD);
    await call('POST', '/api/auth/password/forgot', { body: { email } });
    const token = lastTokenTo(email);
    expect((await call('GET', `/api/auth/password/reset/${token}`)).body).toEqual({ validity: 'VALID' });
    const weak = await call('POST', '/api/auth/password/reset', { body: { token, password: 'nodigitsHereAtAll' } });
    expect(weak.body.details.map((d: { message: string }) => d.message)).toEqual(['PASSWORD_NO_DIGIT']);
    const res = await call('POST', '/api/auth/password/reset', { body: { token, password: 'Brand-New-Password-99' } });
    expect(res.status).toBe(200);
    expect((await call('GET', '/api/auth/current-user', { cookie: open.cookie })).status).toBe(401);
    expect((await signIn(email, 'Brand-New-Password-99')).user.email).toBe(email);
    const reuse = await call('POST', '/api/auth/password/reset', { body: { token, password: 'Third-Password-2026x' } });
    expect(reuse).toMatchObject({ status: 422, body: { message: 'This link is not valid or has already been used.' } });
    await expect(signIn(email, 'Third-Password-2026x')).rejects.toThrow();
  });

  it('an invitation link is no reset link', async () => {
    const email = uniqueEmail('mixup');
    await invite(email);
    const res = await call('POST', '/api/auth/password/reset', { body: { token: lastTokenTo(email), password: GOOD } });
    expect(res).toMatchObject({ status: 422, body: { message: 'This link is not valid or has already been used.' } });
  });
});
