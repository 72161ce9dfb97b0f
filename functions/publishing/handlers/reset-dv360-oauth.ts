import { resetOf } from '../oauth-reset';

/** DELETE dv360/oauth/reset/{id}: the node's DV360 token removed. */
export default resetOf('dv360Token');
