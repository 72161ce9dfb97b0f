/**
 * The actions screens offer, each with the role group of the calls it makes: the route table takes its routes' access
 * from here (functions/routes.ts) and the screens show an action only when `mayUseAction` allows it, so a button is
 * offered exactly to the roles whose calls the server's route guard lets through (the same `mayAccess`). The
 * role-matrix test checks every action's calls against the route table and the running server, per role.
 */
import { mayAccess, type RoleGroup } from './roles';

export interface ScreenAction {
  /** The screen and the action's text there. */
  screen: string;
  label: string;
  access: RoleGroup;
  /** The calls the action makes, as `METHOD /path` of the route table (relative to /api). */
  calls: readonly string[];
}

export const SCREEN_ACTIONS = {
  /** Creatives toolbar: 'Publish' (its dialog publishes with POST publish, Google Ads through its own call). */
  publish: { screen: 'Creatives', label: 'Publish', access: 'ADMINS_TOP_AND_MANAGERS', calls: ['POST /campaigns/{id}/publish', 'POST /google-ads/publish'] },
  /** Creatives toolbar: 'Screenshots & PDF' (001 7 make-screenshots, create-pdf, screenshots to the library). */
  screenshots: {
    screen: 'Creatives',
    label: 'Screenshots & PDF',
    access: 'ADMINS_AND_SELF_SERVICE',
    calls: ['POST /campaigns/{id}/make-screenshots', 'POST /campaigns/{id}/create-pdf', 'POST /campaigns/{id}/screenshots/{approvalStatus}/single-files'],
  },
  /** Creatives: 'Score approved creatives' (the variations scorer). */
  scoreCreatives: { screen: 'Creatives', label: 'Score approved creatives', access: 'ADMINS_TOP_AND_MANAGERS', calls: ['POST /campaigns/{id}/scoring'] },
  /** Creatives toolbar: 'Request approval' (001 3 'Campaign' notifications). */
  requestApproval: { screen: 'Creatives', label: 'Request approval', access: 'ADMINS_TOP_AND_MANAGERS', calls: ['POST /campaigns/{id}/request-approval'] },
  /** Creatives toolbar: 'Export CSV' of the approval trail. */
  approvalTrailCsv: { screen: 'Creatives', label: 'Export CSV', access: 'NOT_ANALYSTS', calls: ['GET /campaigns/{id}/approval-trail.csv'] },
  /** Creatives toolbar: 'Export' to an export storage. */
  exportCreatives: { screen: 'Creatives', label: 'Export', access: 'ADMINS_AND_SELF_SERVICE', calls: ['GET /exports/destinations', 'POST /exports'] },
  /** Creatives toolbar, 'Videos' drawer: 'Render videos'. */
  renderVideos: { screen: 'Creatives', label: 'Render videos', access: 'ADMINS_TOP_AND_MANAGERS', calls: ['POST /campaigns/{id}/rendered-videos'] },
  /** Creatives: 'Save approvals' (the level the role gives is the handler's check). */
  saveApprovals: { screen: 'Creatives', label: 'Save approvals', access: 'NOT_ANALYSTS', calls: ['PATCH /campaigns/{id}/creatives/approvals', 'PUT /campaigns/{id}/variations/approvals'] },
  /** Creatives toolbar: 'Comments'. */
  comments: { screen: 'Creatives', label: 'Comments', access: 'NOT_ANALYSTS', calls: ['POST /campaigns/{id}/new-comments/list', 'POST /campaigns/{id}/new-comments/new'] },
} as const satisfies Record<string, ScreenAction>;

export type ScreenActionName = keyof typeof SCREEN_ACTIONS;

/** The role group of an action's calls: what the route table guards them with. */
export function actionAccess(action: ScreenActionName): RoleGroup {
  return SCREEN_ACTIONS[action].access;
}

/** True when a user with this role is offered the action: the route guard's own rule over the action's role group. */
export function mayUseAction(role: string | undefined, action: ScreenActionName): boolean {
  return mayAccess(role, actionAccess(action));
}
