import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Space, Spin, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ApprovalRecordDto } from '@shared/contracts/creatives';
import { revokeCauseText } from '@shared/domain/approvals';
import { ROLE_LABELS, isRole } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { UserText } from '@web/components/user-text';
import { approvalTrailCsvUrl, useApprovalTrail } from '../api/approval-trail';

/** What each record says, in words (the trail's kinds: approve, reject, revoke, request). */
export function recordAction(r: Pick<ApprovalRecordDto, 'kind' | 'level' | 'cause' | 'causeVersion'>): string {
  const level = r.level === 'final' ? 'Final' : 'Interim';
  switch (r.kind) {
    case 'approve':
      return `${level} approval`;
    case 'reject':
      return `${level} rejection`;
    case 'request':
      return `${level} approval requested`;
    case 'revoke':
      return revokeAction(level, r);
  }
}
function revokeAction(level: string, r: Pick<ApprovalRecordDto, 'cause' | 'causeVersion'>): string {
  switch (r.cause) {
    case 'edit':
      return `${level} approval revoked by an edit`;
    case 'template':
      return `${level} approval revoked by template version ${r.causeVersion ?? '?'}`;
    case 'feed':
      return `${level} approval revoked by the live feed`;
    default:
      return `${level} decision withdrawn`;
  }
}

const KIND_COLORS: Record<ApprovalRecordDto['kind'], string> = { approve: 'green', reject: 'red', revoke: 'orange', request: 'blue' };
/** A role's label; the system actor (a change nobody made by hand) is 'System'. */
export const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role === 'system' ? 'System' : role);

/**
 * The audit trail of one creative: every approval, rejection, revocation and request, oldest first, with
 * who (and their role), which version, interim or final, when, and the comment. Read only: no call edits a record.
 */
export function ApprovalTrailDrawer({ campaignId, creativeId, title, onClose }: { campaignId: string; creativeId: string | null; title: string; onClose: () => void }) {
  const trail = useApprovalTrail(campaignId, creativeId);
  return (
    <Drawer
      open={creativeId !== null}
      onClose={onClose}
      size={760}
      title={`Audit trail: ${title}`}
      extra={
        <Button icon={<DownloadOutlined />} href={approvalTrailCsvUrl(campaignId)} download>
          Export CSV
        </Button>
      }
    >
      {trail.isPending && <Spin />}
      {trail.isError && <Alert type="error" showIcon title={trail.error.message || MESSAGES.genericError} />}
      {trail.data && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text data-testid="trail-summary">
            Current version: v{trail.data.currentVersionNumber} ·{' '}
            {trail.data.finalApproved ? <Tag color="green">Final approval</Tag> : <Tag>No final approval</Tag>}
          </Typography.Text>
          <Table<ApprovalRecordDto>
            aria-label="Approval trail"
            size="small"
            rowKey="_id"
            pagination={false}
            dataSource={trail.data.records}
            locale={{ emptyText: 'Nothing has happened to this creative yet' }}
            columns={[
              { title: 'When', dataIndex: 'at', render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
              {
                title: 'Action',
                key: 'action',
                render: (_, r) => (
                  <>
                    <Tag color={KIND_COLORS[r.kind]}>{recordAction(r)}</Tag>
                    {(r.cause === 'template' || r.cause === 'feed') && (
                      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                        {revokeCauseText(r)}
                      </Typography.Text>
                    )}
                  </>
                ),
              },
              { title: 'Who', key: 'who', render: (_, r) => <UserText text={r.userName} title={r.userEmail} /> },
              { title: 'Role', dataIndex: 'role', render: roleLabel },
              { title: 'Version', dataIndex: 'versionNumber', render: (n: number) => (n > 0 ? `v${n}` : '—') },
              { title: 'Comment', dataIndex: 'comment', render: (c?: string) => (c ? <UserText text={c} /> : '') },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
