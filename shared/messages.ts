/** The spec's texts, once. Keep them verbatim. */
export const PRODUCT_NAME = 'Marquee';

export const MESSAGES = {
  // 000 6 / 002 6
  wrongUserRoles: 'Wrong user roles for check',
  wrongUserRolesPassed: 'Wrong user roles passed',
  incorrectRole: 'Please provide a correct user role',
  // 002 8 server messages
  accessDenied: 'Access denied',
  partnerNotFound: 'Partner not found',
  partnerRequiredForAdmin: 'Partner must be provided for an admin user',
  entityNotFound: 'Entity not found',
  wrongParams: 'Wrong params',
  // reporting access (002 5)
  wrongCampaignsRequested: 'Wrong campaigns. User do not have access for requested campaigns',
  wrongCampaigns: 'Wrong campaigns',
  tooManyRequests: 'Too Many Requests',
  businessNodeNotFound: 'Business node was not found',
  alreadyExist: 'Already exist',
  deleteFailedInUse: 'Delete failed, entity in use',
  // business nodes (001 8 / 002 8); the migration conflict texts are ours (the spec shows none)
  businessNodeAccessDenied: 'Access to the Business Node denied',
  businessNodesNotProvided: 'Business nodes are not provided',
  userNotAssignedToNode: 'User is not assigned to any business node',
  migrationSameNode: 'Choose a different node to move to',
  migrationTargetNotAllowed: 'You may not move anything to this node',
  /** Integrations (publishing settings) move only to a node without any: tokens are never merged (ours; the spec shows no text). */
  migrationTargetHasIntegrations: 'The node to move to already has integrations',
  subscriberNotInPartner: 'A subscriber must be a user of this partner',
  childTypeNotAllowed: 'This node type cannot be placed here',
  // node cloud-storage connections (ours: the spec shows no wording)
  folderLeadingSlash: 'Folder must not start with a slash',
  folderParentSegment: "Folder must not contain '..'",
  nodeStorageMissingSecret: 'No secret access key is stored',
  // sign-in (ours where the spec shows no wording)
  wrongCredentials: 'Wrong username or password',
  notAuthorized: 'Unauthorized',
  csrfMissing: 'Missing or invalid CSRF token',
  malformedJson: 'Malformed JSON in request body',
  bodyTooLarge: 'Request body is too large',
  routeNotFound: 'Not Found',
  internal: 'Internal Server Error',
  serviceUnavailable: 'Service Unavailable',
  // 000 2.4 / 8 (UI)
  notFoundPage: 'Sorry, the page you visited does not exist.',
  noPermissionTitle: "You don't have permission to access this account",
  noPermissionText: 'Contact your admin to request access.',
  conceptsOnlyError: 'Something went wrong!',
  serverErrorTitle: 'Something went wrong :(',
  serverErrorText: 'Please refresh the page or try again later.',
  updateTitle: `${PRODUCT_NAME} has been updated`,
  updateText: 'Please reload as soon as you can to minimize disruption.',
  reloadNow: 'Reload Now',
  adblockTitle: "It looks like you're using an Adblocker",
  adblockText: 'Please disable it to continue on this site. Some functionality may not work',
  genericError: 'Oops! Something went wrong!',
  // users, invitations and passwords (002 8; ours where the spec shows no wording)
  userReinvited: 'User was re-invited',
  invalidEmail: 'Please enter a valid email',
  linkExpired: 'This link has expired. Ask your admin for a new one.',
  linkInvalid: 'This link is not valid or has already been used.',
  resetRequested: 'If an account exists for this email, a link to set a new password is on its way.',
  passwordChanged: 'Your password was changed. You can log in now.',
  userAlreadyJoined: 'This user has already joined',
  invitationSent: 'Invitation was sent',
  // single sign-on (ours: the spec says 'custom error handling on write calls' and shows no wording)
  ssoInvalidDomain: 'Please enter a valid email domain',
  ssoInvalidMetadataUrl: 'Please enter a valid https URL',
  ssoInvalidMetadataXml: 'Please paste the metadata XML',
  ssoMetadataRequired: 'Give either a metadata URL or the metadata XML',
  ssoDomainTaken: 'Already exist',
  ssoProviderRejected: 'The identity provider was not accepted. Check the metadata.',
  ssoNotConfigured: 'Single sign-on is not set up for this account',
  ssoUnavailable: 'Single sign-on is not available here',
  /** Shown on the login page when a federated sign-in was refused (the spec shows no SSO error texts: ours). */
  ssoSignInFailed: 'Single sign-on could not sign you in. Please try again or contact your administrator.',
} as const;

export const pageTitle = (title: string) => `${title} - ${PRODUCT_NAME}`;
