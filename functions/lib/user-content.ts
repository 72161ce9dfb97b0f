/** TEMPORARY stub of the usercontent branch's module (replaced by its file at merge). */
export const USER_CONTENT_TTL_DEFAULT_S = 60 * 60;
export interface UserContentUrlOptions { prefix: string; path: string; expiresInSeconds?: number; now?: number }
export function userContentUrl({ prefix, path }: UserContentUrlOptions): string {
  return `http://127.0.0.1:1/user-content/${prefix}${path}`;
}
