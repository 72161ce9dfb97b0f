import type { BriefAsset, ValidateBody } from '@shared/contracts/brief-assets';
import { api } from '@web/lib/api-client';

/** POST assets/single-files/brief/validate: the stored file's content checked against its category. */
export const validateTempAsset = (partnerId: string, body: ValidateBody) =>
  api.post<{ asset: BriefAsset }>('assets/single-files/brief/validate', body, { query: { partnerId } });
