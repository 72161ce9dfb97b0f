import { resetOf } from '../oauth-reset';

/** DELETE google-ads/oauth/reset/{id}: the node's Google Ads token removed. */
export default resetOf('gadsToken');
