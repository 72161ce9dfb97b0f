/// <reference types="vite/client" />

/** The build's version, compared with the API's x-build-version header (000 7.1). Set by web/vite.config.ts. */
declare const __BUILD_VERSION__: string;

interface ImportMetaEnv {
  /** Seconds of the expiry warning's countdown (000 9: 300, configurable). */
  readonly VITE_LOGOUT_COUNTDOWN_S?: string;
  /** Where the concepts-only 'back' link goes when the parent app is not known from the referrer. */
  readonly VITE_PARENT_APP_URL?: string;
}
