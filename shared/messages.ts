/** The spec's texts, once. Keep them verbatim. */
import { PERSONALIZE_MESSAGES } from './personalize-messages';

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
  // campaigns (001 5, 002 8); the end-before-start text is ours
  flightDatesInPast: 'Flight dates are set less than the current date',
  flightEndBeforeStart: 'The flight cannot end before it starts',
  // campaign screens (001 8 'Campaigns')
  publishingDataFetchFailed: 'Error have happened while fetching publishing data',
  campaignNotFound: 'Campaign not found',
  campaignAccessDenied: 'Access to the Campaign denied',
  templatesNotProvided: 'Templates are not provided',
  campaignCreated: "You've created your campaign.",
  campaignCreatedDescription: 'Your Campaign is ready to be personalised.',
  campaignCreateFailed: 'Something went wrong :(',
  campaignSettingsUpdated: 'Campaign settings updated successfully',
  // campaigns, ours where the spec gives no wording (001 5 'Market change blocked' gives only the descriptions)
  campaignMarketInBuild: 'The market cannot be changed while the campaign is in build: please contact your Customer Success Manager',
  campaignMarketConceptSelected: 'The market cannot be changed after a creative concept has been selected',
  campaignMarketAssetsSelected: 'The market cannot be changed once assets have been selected',
  campaignAdvancedSettingsDenied: 'Your role may change the basic settings only (name, flight dates, watchers)',
  campaignSettingsDenied: 'Your role may not change campaign settings',
  campaignDeleted: 'The campaign is deleted: restore it first',
  campaignNotDeleted: 'Only a deleted campaign can be restored',
  campaignLocked: 'The campaign is locked',
  campaignConceptNotReady: 'Campaigns can be created only from a ready concept',
  campaignConceptAlreadySelected: 'The campaign already has a creative concept',
  campaignTemplateNotApproved: 'Only approved templates of the concept can be chosen',
  campaignMarketNotInConcept: "The market must be one of the concept's business nodes",
  campaignAssetNotFound: 'Campaign asset not found',
  campaignWatcherUnknown: 'A watcher must be a user of this partner',
  // variation permutation (002 5); the dynamic image format text is ours ('wrong dynamicImage format' in the spec's words)
  datasourceElementsCountMismatch: 'Datasource elements count mismatch',
  variationsGenerationError: 'Variations generation error',
  wrongDynamicImageFormat: 'Wrong dynamicImage format: use horizontal, vertical or square',
  // personalize trees (001 8 server messages and personalize messages); 'no trees' text is ours
  // video rendering (ours: the spec names the notifications, not these answers)
  noVideoCreatives: 'The campaign has no video creatives to render',
  onlyOneProcess: 'Only one process at a time can be executed',
  dtBeingInitialized: 'DT is being initialized',
  dtInitialized: 'Decision tree was initialized',
  cannotGetPersonalizeTrees: 'Cannot get personalize trees',
  personalizeSomethingWentWrong: 'Something went wrong',
  noTreesToGenerate: 'The campaign has no personalize trees to generate variations from',
  // the personalize view, grid and editors: shared/personalize-messages.ts
  ...PERSONALIZE_MESSAGES,
  // reporting access (002 5)
  wrongCampaignsRequested: 'Wrong campaigns. User do not have access for requested campaigns',
  wrongCampaigns: 'Wrong campaigns',
  tooManyRequests: 'Too Many Requests',
  businessNodeNotFound: 'Business node was not found',
  alreadyExist: 'Already exist',
  deleteFailedInUse: 'Delete failed, entity in use',
  updateFailedInUse: 'Update failed, entity in use',
  // 001 8 'Creatives' (verbatim) and '{Final|Interim} approval requested'
  creativesFetchFailed: 'Failed to fetch creatives',
  creativeTreesFetchFailed: 'Failed to fetch personalize trees',
  approvalsSavingFailed: 'Error happened during approvals saving',
  /** The approval gate and the approvals' role rules (ours, in the spec's terms: 001 4, 001 6, 002 6). */
  finalApprovalNotAllowed: 'Your role cannot give final approval',
  interimApprovalNotAllowed: 'Your role gives final approval only',
  approvalNotAllowed: 'Your role cannot approve creatives',
  viewModeNotAllowed: 'Your role cannot open the {viewmode} view',
  creativeNotFinalApproved: 'Creatives need final approval of their current version',
  creativeVersionChanged: 'The creative was edited since you saw it: reload and approve the new version',
  creativeNotFound: 'Creative not found',
  // exports (ours: the spec names the job types and statuses only)
  exportNotFound: 'Export not found',
  exportNoCloudConnection: 'This business node has no active cloud storage connection',
  exportNothingToExport: 'Nothing to export: prerender the creatives first',
  exportTemplateNotHtml: 'Only HTML5 templates can be prerendered',
  /** Ours: an assembly prerender of a campaign whose finally approved creatives name no template. */
  assemblyNoTemplates: 'No finally approved creative of this campaign is made from a template: nothing to assemble',
  approvalRequestRecipients: 'The approval request can only go to users who can open this campaign',
  approvalRequestMailSubject: '{level} approval requested: {campaign}',
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
  // market time zones (ours: the spec has no wording for them)
  invalidTimeZone: 'Choose a valid IANA time zone, such as Europe/Berlin or America/New_York',
  timeZoneOnlyForMarkets: 'Only market nodes have a time zone',
  scheduleEndBeforeStart: 'The end date must be after the start date',
  // node cloud-storage connections (ours: the spec shows no wording)
  folderLeadingSlash: 'Folder must not start with a slash',
  folderParentSegment: "Folder must not contain '..'",
  nodeStorageMissingSecret: 'No secret access key is stored',
  /**
   * What a storage connection answers when it fails (ours: the spec shows no wording). A fixed set, never the store's
   * or the network's own text, so the answers cannot tell one unreachable service from another.
   */
  storageEndpointRefused: 'This endpoint is not allowed: give a public S3-compatible endpoint',
  storageUnreachable: 'The storage could not be reached',
  storageBucketMissing: 'The bucket does not exist',
  storageAccessDenied: 'The storage refused these credentials for this bucket',
  // sign-in (ours where the spec shows no wording)
  wrongCredentials: 'Wrong username or password',
  notAuthorized: 'Unauthorized',
  csrfMissing: 'Missing or invalid CSRF token',
  malformedJson: 'Malformed JSON in request body',
  bodyTooLarge: 'Request body is too large',
  /** An answer over Lambda's 6 MB response payload (shared/domain/lambda-payload.ts; ours, the spec shows none). */
  answerTooLarge: 'The answer is too large to send (over 6 MB): ask for fewer rows or columns',
  routeNotFound: 'Not Found',
  internal: 'Internal Server Error',
  serviceUnavailable: 'Service Unavailable',
  /** A typed name holding control, bidi or zero-width characters (the spec shows no text: ours, in its style). */
  nameCharactersNotAllowed: 'Invisible or control characters are not allowed in the name',
  /** Idempotency-Key answers (ours: the spec has no retried creates). */
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 100 letters, digits, dashes or underscores',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  idempotencyInProgress: 'A request with this Idempotency-Key is still in progress',
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
  // analyzer and saved reports (002 5, 8)
  analyzeViewNotFound: 'Analyze view not found',
  reportIdMissing: 'Report ID is missing',
  reportSaving: 'Report is saving...',
  reportCreated: '{name} was created',
  reportUpdating: 'Report is updating...',
  reportUpdated: '{name} was updated',
  reportSaveFailed: 'Error: {reason}',
  csvExporting: 'Exporting...',
  csvExported: 'Analyze CSV was exported',
  csvFailed: 'An error has happened while generating CSV file',
  csvTruncated: "The data set was truncated, as you've reached {n} rows limit for csv files",
  reportsDeleting: 'Deleting...',
  reportsDeleted: 'Complete',
  reportsDeleteFailed: 'Error: {error}',
  // asset library (000 5, 8; 002 5)
  assetTooLarge: 'This asset couldn’t be uploaded because it exceeds the 2GB limit',
  assetBatchTooLarge: "You can't upload more than 50 files at once",
  assetUploadFailed: 'An error ocurred during {file} asset uploading',
  assetUploadCompleted: 'Upload completed.',
  assetInvalidFormat: 'Invalid file format',
  assetProcessFailed: 'We could not process your file. Please try again.',
  assetsFetchFailed: 'Something went wrong during assets fetching',
  assetChildrenFailed: 'Failed to load children single files',
  assetNotFound: 'Single file not found',
  assetPermissionsFailed: 'An error occurred - could not set asset permissions',
  // CSV imports (001 5, 002 5): assemblies, user segments, and the asset feeds whose columns are ours
  // (shared/domain/asset-feeds.ts); {0} a column or columns, {1} a row number or row numbers (index + 2)
  csvMissingColumns: 'Upload failed. CSV is missing the following columns: ["{0}"].',
  csvRequiredValue: 'Upload failed. Please make sure you have included all required values (column "{0}", row {1}).',
  csvCheckColumn: 'Upload failed. Check column ["{0}"] (rows: [{1}])',
  csvCheckColumnNames: 'Upload failed. Check column names ["{0}"] (rows: [{1}])',
  /** A feed without data rows, or a file that is not CSV (ours, in the spec's form). */
  feedEmpty: 'Upload failed. The feed has no rows.',
  feedNotCsv: 'Upload failed. The feed must be a CSV file.',
  /** Live feeds (ours, in the spec's CSV form; {max} the row limit). */
  liveFeedTooManyRows: 'Upload failed. The feed has more than {max} rows.',
  liveFeedTooLarge: 'Upload failed. The feed is too large: at most 1 MB.',
  /** A signals CSV over what one request carries (ours, in the spec's CSV form; quoted values count twice or more). */
  signalsCsvTooLarge: 'Upload failed. The file is too large: at most 5 MB, less when many of its values are quoted.',
  liveFeedFetchFailed: 'Upload failed. The feed could not be fetched from its URL.',
  liveFeedFileNeeded: 'This feed is a file: choose its new version to refresh it',
  liveFeedNotConnected: 'No live feed is connected to this campaign',
  liveFeedNothingToApprove: 'There are no changes waiting for review',
  /** An audience over what one stored item holds (ours). */
  audienceTooLarge: 'This audience is too large to store: keep its rows under 350 KB',
  /** 001 8 server messages. */
  /** A folder upload's relative path with empty, '.' or '..' parts, or deeper than the limit (ours). */
  folderPathInvalid: 'Folder paths must be relative, at most 10 folders deep, without empty, . or .. parts',
  /** Recommendations (000 4 'Asset recommendation'; texts ours where the spec shows none). */
  recommendationNotFound: 'Recommendation not found',
  recommendationNotReady: 'This recommendation is not ready yet',
  // brief assets, cropper and background removal (000 5, 8)
  fileTypeNotAllowed: 'File type not allowed',
  invalidUrl: 'Please enter a valid URL',
  /** Link to URL over the fetch limit (the spec shows no text: ours). */
  linkTooLarge: 'The file at this URL is larger than 25 MB. Please upload it instead.',
  backgroundRemovalFailed: "Sorry, the background of this image can't be removed.",
  backgroundDownloadFailed: 'Something went wrong during downloading preview without background.',
  cropperImageFailed: 'Cropper image failed to load',
  // concepts and the Request New Concept wizard (000 2.5, 5; 002 8); ours where the spec says 'not shown'
  required: 'Required',
  conceptNameUsed: 'This concept name has been used before',
  conceptNameLeadingSpace: 'Spaces are not allowed in the beginning of the name',
  conceptLanguagesRequired: 'Please select the language(s) your concept will use e.g. English',
  conceptCustomObjectiveRequired: 'Please enter a description',
  conceptMarketsRequired: 'Please select at least one market',
  conceptChannelsRequired: 'Please select at least one channel',
  conceptFormatsRequired: 'Please select at least one format for every channel',
  conceptAssetsRequired: 'Please add files for brands, fonts and logos',
  conceptCreativeDirectionRequired: 'Please describe the creative direction',
  conceptSignOffRequired: 'Please accept the agreement',
  conceptNotFound: 'Concept not found',
  conceptAccessDenied: 'Access to the Concept denied',
  conceptAlreadySent: 'This concept has already been sent to the design team',
  conceptArchiveFailed: 'Failed archive process of the concept and all its templates',
  conceptUnarchiveFailed: 'Failed unarchive process of the concept and all its templates',
  // templates (002 8; ours where the spec shows no text)
  templateGenerationNotFound: 'Template generation not found',
  templateApproved: 'You’ve approved this template version',
  templateApprovalRemoved: 'Approval removed',
  templateNotFound: 'Template not found',
  templateUploadMissing: 'The template file was not uploaded',
  templateUploadTooLarge: 'This template couldn’t be uploaded because it exceeds the {limit} limit',
  templateNotReady: 'The template is still being processed',
  templateResizeSameSize: 'The template already has this size',
  templateCodeOnlyHtml: 'Only HTML5 templates have code to edit',
  // concept lifecycle; ours where the spec shows no text
  conceptRejectionReasonRequired: 'Please give a reason',
  conceptMoveNotAllowed: 'This is not possible while the concept is {status}',
  /** A concept-level approval while some of its parts are not approved: it would contradict them (ours). */
  conceptStoryboardsNotApproved: 'Not every storyboard is approved yet: {names}. Approve them first.',
  conceptTemplatesNotApproved: 'Not every template is approved yet: {names}. Approve them first.',
  // storyboards (002 5, 8); ours where the spec shows no text
  versionRequired: 'Version is required',
  storyboardNotFound: 'Storyboard not found',
  storyboardVersionNotFound: 'Storyboard version not found',
  storyboardVideosMp4: 'Storyboard videos are mp4: {file} is not an mp4 file',
  storyboardFileNotAccepted: '{file} cannot be a frame of a storyboard of type {type}',
  storyboardUploadMissing: 'The file {file} was not uploaded',
  storyboardFileBroken: 'The file {file} could not be read as an image or an mp4 video',
  storyboardNotImported: 'Storyboard file not imported',
  storyboardInvalidFormat: 'Invalid file format',
  storyboardImportEmpty: 'The file holds no pages, images or mp4 videos',
  storyboardImportTooLarge: 'The file is too large to unpack',
  storyboardImportTooManyPages: 'The file has more than {max} pages',
  storyboardOrderMismatch: 'The order must list every storyboard of the concept once',
  storyboardsSavedOrder: 'Order saved',
  wizardCancel: 'Are you sure you want to cancel? Your setup progress will be lost',
  wizardDraftSaved:
    'Your campaign has been saved to your Concepts folder. It can not move to design phase until you tell us what channels and formats you require. You can add these at any point from your Concept folder.',
  wizardReturn: 'Return to Concept Set Up',
  wizardTakeOff: 'Our team will have designs ready for review in 3-10 working days',
  // custom conversions (002 8)
  conversionUpdateFailed: "Can't update conversion cause related campaign report update is failed.",
  conversionDeleteFailed: "Can't delete conversion cause related campaign report update is failed.",
  conversionComplete: 'Complete',
  // floodlight activities through the ad server (ours: the spec shows no texts)
  floodlightNotConfigured: 'No Campaign Manager 360 advertiser with a DV360 token in the publishing settings of this partner',
  floodlightUnavailable: 'Campaign Manager 360 did not answer the floodlight activities',
  unknownFloodlightActivities: 'Unknown floodlight activities: {ids}',
  // ad platforms, read side (ours: the spec names the failures, 001 8 'ads manager', not their words)
  adPlatformTokenRefused: '{platform} refused the token of the publishing settings: it is invalid or has expired. Enter a new one in the business node\'s publishing settings.',
  adPlatformAccountRefused: '{platform} has no {account} that the publishing settings can read. Check the business node\'s publishing settings.',
  adPlatformNotConfigured: 'The publishing settings of this business node have no {what}',
  adPlatformUnavailable: '{platform} did not answer. Try again in a moment.',
  adPlatformRequestRefused: '{platform} refused the request',
  // assemblies (001 7 'Audiences and assemblies')
  assemblyFileRequired: 'Upload failed. Send the CSV as the multipart field "file".',
  assemblyNotFound: 'Assembly not found',
  assemblyNeedsMetaAdAccount: 'The campaign\'s business node has no Meta ad account in its publishing settings',
  // comments (001 2 empty messages, 001 5, 001 8 comment errors; marked 'ours' where the spec gives no words)
  commentsEmptyVariant: 'There are no comments on this variant',
  commentsEmptyCampaign: 'There are no comments on this campaign',
  commentsEmptyStoryboards: 'There are no comments on the Storyboards tab.',
  commentsEmptyTemplate: 'There are no comments on this template.',
  commentCreateFailed: 'Something went wrong, try again later.',
  commentResolveMissing: 'Something went wrong, reload the page.',
  commentErrorTitle: 'Error',
  /** Ours: 'Attachment upload fails if any result is empty' (001 5) names no words. */
  commentAttachmentFailed: 'Attachment upload failed',
  commentAttachmentInvalid: 'Invalid file format',
  commentAttachmentTooLarge: 'An attachment can be at most 100 MB',
  commentAttachmentMissing: 'The attachment {name} was not uploaded',
  commentEmpty: 'Write a comment or attach a file',
  commentNotFound: 'Comment not found',
  mentionTargetRequired: 'Give exactly one of campaignId or conceptId',
  mentionNotAllowed: 'A mentioned user cannot access this {owner}',
  // publishing (001 8 'Campaigns'; the publisher's texts are NOTIFICATION_TEXTS; marked ours where the spec gives no words)
  publishCampaignFailed: 'Unable to publish the campaign',
  publishChannelNotOfCampaign: 'The campaign does not publish to {channel}',
  /** Ours: a second publish of a channel while one is queued or running. */
  publishAlreadyRunning: 'Publishing into {channel} is already in progress',
  /** Ours: Google Ads needs the ad groups the ads go into. */
  googleAdsNoAdGroups: 'Choose the Google Ads ad groups to publish into',
  /** Ours: the creative has no rendered file yet (screenshot, prerendered zip or template thumbnail). */
  publishNoFile: 'The creative has no rendered file to publish yet',
  /** Ours: DV360 and Google Ads ads need a landing page (a url field of the template). */
  publishNoLandingPage: 'The creative has no landing page URL',
  /** Ours: a format that is no WxH size. */
  publishNoSize: 'The creative has no pixel size',
  /** The personalize editors' code could not be loaded or failed to draw (ours: the spec has no words). */
  editorUnavailableTitle: 'The editor could not be opened',
  editorUnavailableText: 'Its code did not load (the connection dropped, or a new version of Marquee was released). Reload the page to try again.',
  // publishing to Meta and YouTube (001 3 required fields, 001 5 carousel cards; ours: the spec names the rules, not the words)
  metaPrimaryTextRequired: 'Primary text is required',
  metaWebsiteUrlRequired: 'Website URL is required',
  metaCallToActionRequired: 'Call to action is required',
  metaCarouselCards: 'A carousel needs 2 to 10 cards',
  metaNoAdSet: 'The variation has no Meta ad set: add a Meta Ad Set user segment',
  metaVideoStillUploading: '{format} video: {status}',
  youtubeNoVideo: 'The variation has no video to upload',
  youtubeTokenMissing: 'The publishing settings of this business node have no YouTube token',
} as const;

export { TEMPLATE_MESSAGES } from './template-messages';
export { NOTIFICATION_TEXTS } from './notification-texts';

/** A message with its `{name}` placeholders filled in. */
export const fillMessage = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

export const pageTitle = (title: string) => `${title} - ${PRODUCT_NAME}`;
