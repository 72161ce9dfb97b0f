import { DownloadOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { CampaignDto } from '@shared/contracts/campaigns';
import { mayUseAction } from '@shared/domain/screen-actions';
import { useCurrentUser } from '@web/lib/current-user';
import { approvalTrailCsvUrl } from '../api/approval-trail';
import { RequestApprovalModal } from './request-approval-modal';

type Requested = CampaignDto['notifications'];

/**
 * The campaign's side of approvals: when interim and final approval were last requested (001 3 'Campaign'
 * notifications), 'Request approval' for those who manage the campaign's watchers, and 'Export CSV' of the campaign's
 * whole approval trail.
 */
export function CampaignApprovalActions({ campaign, requested }: { campaign: CampaignDto; requested: Requested }) {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  // the watchers are the campaign's settings: those who may read them may ask them (001 6 'Settings')
  const mayRequest = mayUseAction(user?.role, 'requestApproval');
  return (
    <Space wrap>
      {requested.interimApprovalRequestedAt && <Tag color="cyan">Interim approval requested {dayjs(requested.interimApprovalRequestedAt).format('YYYY-MM-DD HH:mm')}</Tag>}
      {requested.finalApprovalRequestedAt && <Tag color="blue">Final approval requested {dayjs(requested.finalApprovalRequestedAt).format('YYYY-MM-DD HH:mm')}</Tag>}
      {mayRequest && (
        <Button icon={<SendOutlined />} onClick={() => setOpen(true)}>
          Request approval
        </Button>
      )}
      {mayUseAction(user?.role, 'approvalTrailCsv') && (
        <Button icon={<DownloadOutlined />} href={approvalTrailCsvUrl(campaign._id)} download>
          Export CSV
        </Button>
      )}
      {mayRequest && <RequestApprovalModal campaign={campaign} open={open} onClose={() => setOpen(false)} />}
    </Space>
  );
}
