/** The users domain Lambda: partner and internal users, invitations, password set and reset (002 7 'Users'). */
import { domainHandler } from '@functions/lib/http';
import acceptInvitation from './handlers/accept-invitation';
import activateUser from './handlers/activate-user';
import addUserBusinessNodes from './handlers/add-user-business-nodes';
import checkInvitation from './handlers/check-invitation';
import checkPasswordLink from './handlers/check-password-link';
import createInternalUser from './handlers/create-internal-user';
import deactivateUser from './handlers/deactivate-user';
import deleteUserBusinessNodes from './handlers/delete-user-business-nodes';
import forgotPassword from './handlers/forgot-password';
import getUser from './handlers/get-user';
import inviteUser from './handlers/invite-user';
import listInternalUsers from './handlers/list-internal-users';
import listNodeUsers from './handlers/list-node-users';
import listPartnerUsers from './handlers/list-partner-users';
import listWatchers from './handlers/list-watchers';
import reinviteUser from './handlers/reinvite-user';
import resetPassword from './handlers/reset-password';
import updateUser from './handlers/update-user';

export const handler = domainHandler('users', {
  'list-partner-users': listPartnerUsers,
  'list-watchers': listWatchers,
  'list-internal-users': listInternalUsers,
  'create-internal-user': createInternalUser,
  'get-user': getUser,
  'update-user': updateUser,
  'add-user-business-nodes': addUserBusinessNodes,
  'delete-user-business-nodes': deleteUserBusinessNodes,
  'list-node-users': listNodeUsers,
  'invite-user': inviteUser,
  'reinvite-user': reinviteUser,
  'deactivate-user': deactivateUser,
  'activate-user': activateUser,
  'check-invitation': checkInvitation,
  'accept-invitation': acceptInvitation,
  'forgot-password': forgotPassword,
  'check-password-link': checkPasswordLink,
  'reset-password': resetPassword,
});
