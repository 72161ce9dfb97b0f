/**
 * The site's address, known before any stack is built: realtime's $connect (its Origin check), the user-content
 * origin's frame-ancestors, Cognito's callback URL and mailed links all need it, and the data stack that holds two of
 * them comes before the distribution (data ← api ← web), so the CloudFront address cannot flow back in one deploy.
 * A deployable stage therefore names its domain and the us-east-1 certificate for it; the web distribution gets both.
 * Without them only a local or test stage, or a synth asked for with `allowPlaceholderUrl`, builds, on a placeholder.
 */

export const PLACEHOLDER_APP_URL = 'https://marquee.example';
/** Stages built only on this machine (tests, the embedded default's checks): the placeholder is theirs. */
export const PLACEHOLDER_STAGES: readonly string[] = ['local', 'test'];

export interface SiteSettings {
  /** The site's host name, e.g. app.example.com (`-c domainName=`). */
  domainName?: string;
  /** An ACM certificate in us-east-1 covering domainName (`-c certificateArn=`): CloudFront reads certificates there only. */
  certificateArn?: string;
  /** Build on the placeholder although the stage is deployable (`-c allowPlaceholderUrl=true`): for synth, never for deploy. */
  allowPlaceholderUrl?: boolean;
  /** The placeholder a local or test stage uses (default https://marquee.example). */
  placeholderUrl?: string;
}

export interface SiteAddress {
  /** https://domainName, or the placeholder. */
  appUrl: string;
  /** The custom domain the web distribution answers for; absent on a placeholder. */
  domain?: { name: string; certificateArn: string };
}

const CONTEXT_HINT = '-c domainName=app.example.com -c certificateArn=arn:aws:acm:us-east-1:<account>:certificate/<id>';
const HOST_NAME = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;
const US_EAST_1_CERTIFICATE = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;

export class SiteAddressError extends Error {}

export function siteAddress(stage: string, settings: SiteSettings): SiteAddress {
  const domainName = settings.domainName?.trim().toLowerCase() || undefined;
  const certificateArn = settings.certificateArn?.trim() || undefined;
  if (domainName || certificateArn) {
    if (!domainName || !certificateArn) {
      throw new SiteAddressError(`Stage "${stage}": domainName and certificateArn go together: pass both (${CONTEXT_HINT}).`);
    }
    if (!HOST_NAME.test(domainName)) {
      throw new SiteAddressError(`Stage "${stage}": domainName "${settings.domainName}" is not a host name (e.g. app.example.com, no scheme, no path).`);
    }
    if (!US_EAST_1_CERTIFICATE.test(certificateArn)) {
      throw new SiteAddressError(
        `Stage "${stage}": certificateArn "${certificateArn}" is not an ACM certificate in us-east-1 (arn:aws:acm:us-east-1:<account>:certificate/<id>); CloudFront reads certificates from us-east-1 only.`,
      );
    }
    return { appUrl: `https://${domainName}`, domain: { name: domainName, certificateArn } };
  }
  if (PLACEHOLDER_STAGES.includes(stage) || settings.allowPlaceholderUrl) return { appUrl: settings.placeholderUrl ?? PLACEHOLDER_APP_URL };
  throw new SiteAddressError(
    `Stage "${stage}" has no site address: pass ${CONTEXT_HINT} (a certificate in us-east-1 for that name). ` +
      `Without them realtime ($connect's Origin check), previews (frame-ancestors), single sign-on (Cognito's callback URL) and mailed links ` +
      `would point at the placeholder ${PLACEHOLDER_APP_URL}. -c allowPlaceholderUrl=true synthesizes on the placeholder, not for deployment.`,
  );
}
