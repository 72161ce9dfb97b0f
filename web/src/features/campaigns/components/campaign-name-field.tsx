import { Form, Input } from 'antd';
import { CAMPAIGN_NAME_MAX_LENGTH } from '@shared/contracts/campaigns';
import { MESSAGES } from '@shared/messages';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { campaignNameExists } from '../api/campaign-name-exists';

const NAME_CHECK_DEBOUNCE_MS = 400;

/**
 * The campaign's name: required, at most 128 characters, and unique per partner (001 5) by the exists call while
 * typing and again on submit ('Already exist'). A campaign being edited keeps its own name (excludeId).
 */
export function CampaignNameField({ excludeId, current }: { excludeId?: string; current?: string }) {
  const partnerId = useCurrentPartnerId();
  return (
    <Form.Item
      label="Name"
      name="name"
      validateDebounce={NAME_CHECK_DEBOUNCE_MS}
      rules={[
        { required: true, whitespace: true, message: 'Required' },
        { max: CAMPAIGN_NAME_MAX_LENGTH },
        {
          validator: async (_, value?: string) => {
            const name = value?.trim();
            if (name && name !== current && partnerId && (await campaignNameExists(partnerId, name, excludeId))) throw new Error(MESSAGES.alreadyExist);
          },
        },
      ]}
    >
      <Input maxLength={CAMPAIGN_NAME_MAX_LENGTH} />
    </Form.Item>
  );
}
