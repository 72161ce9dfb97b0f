/** The few parts of facebook-nodejs-business-sdk (shipped without TypeScript types) that the Meta port uses. */
declare module 'facebook-nodejs-business-sdk' {
  type Params = Record<string, unknown>;
  export class FacebookAdsApi {
    constructor(accessToken: string, locale?: string, crashLog?: boolean);
    static get GRAPH(): string;
    static get VERSION(): string;
    call(method: string, path: string | string[], params?: Params, files?: Params, useMultipartFormData?: boolean, urlOverride?: string): Promise<unknown>;
  }
  export interface Cursor extends Array<CrudObject> {
    hasNext(): boolean;
    next(): Promise<Cursor>;
  }
  class CrudObject {
    constructor(id: string | null, data?: Params, parentId?: string, api?: FacebookAdsApi);
    exportAllData(): Record<string, unknown>;
    get(fields: string[], params?: Params): Promise<CrudObject>;
  }
  export class User extends CrudObject {
    getAdAccounts(fields: string[], params?: Params): Promise<Cursor>;
    getAccounts(fields: string[], params?: Params): Promise<Cursor>;
  }
  export class AdAccount extends CrudObject {
    getCampaigns(fields: string[], params?: Params): Promise<Cursor>;
    getGeneratePreviews(fields: string[], params?: Params): Promise<Cursor>;
    createAdImage(fields: string[], params?: Params): Promise<CrudObject>;
    createAdVideo(fields: string[], params?: Params): Promise<CrudObject>;
    createAdCreative(fields: string[], params?: Params): Promise<CrudObject>;
    createAd(fields: string[], params?: Params): Promise<CrudObject>;
  }
  export class AdSet extends CrudObject {
    getAds(fields: string[], params?: Params): Promise<Cursor>;
  }
  export class Campaign extends CrudObject {
    getAdSets(fields: string[], params?: Params): Promise<Cursor>;
  }
  export class FacebookRequestError extends Error {
    status: number | null;
    response: { code?: number; error_subcode?: number; message?: string; error_user_msg?: string } | null;
  }
}
