import { Space, Tag } from 'antd';

interface States {
  qa: boolean;
  archived: boolean;
  deleted: boolean;
}

/** What the list and the campaign page show of the lifecycle (001 4 'Campaign'): locked (the qa flag), archived, deleted. */
export function CampaignStateTags({ campaign }: { campaign: States }) {
  const tags = [
    campaign.deleted && (
      <Tag key="deleted" color="error">
        Deleted
      </Tag>
    ),
    campaign.archived && (
      <Tag key="archived" color="default">
        Archived
      </Tag>
    ),
    campaign.qa && (
      <Tag key="locked" color="gold">
        Locked
      </Tag>
    ),
  ].filter(Boolean);
  return tags.length > 0 ? <Space size={4}>{tags}</Space> : <Tag color="success">Active</Tag>;
}
