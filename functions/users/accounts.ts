/** An account is a Cognito identity (the password) plus an app user (role, partner, nodes). */
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { normalizeEmail, usersRepository, type NewUser, type User } from '@functions/lib/identity/users-repository';

/** Creates the Cognito identity if missing (invited users get theirs when they first set a password). */
async function ensureIdentity(email: string): Promise<void> {
  try {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: config.userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (err) {
    if (!(err instanceof UsernameExistsException) && (err as Error).name !== 'UsernameExistsException') throw err;
  }
}

/** Sets the account's Cognito password (permanent), creating the identity first when the user has none yet. */
export async function setPassword(email: string, password: string): Promise<void> {
  const username = normalizeEmail(email);
  await ensureIdentity(username);
  await cognito().send(new AdminSetUserPasswordCommand({ UserPoolId: config.userPoolId, Username: username, Password: password, Permanent: true }));
}

/** Creates the Cognito identity if missing, sets its password, then the app user (email unique by transaction). */
export async function createAccount(input: NewUser & { password: string }): Promise<User> {
  const { password, ...user } = input;
  const email = normalizeEmail(user.email);
  await setPassword(email, password);
  return usersRepository.create({ ...user, email });
}
