import { Alert, Form, Input, Modal, Radio, Select, Typography, message } from 'antd';
import { useState } from 'react';
import type { CampaignDto } from '@shared/contracts/campaigns';
import { NOTIFICATION_TEXTS, fillMessage } from '@shared/messages';
import { CheckList } from '@web/components/check-list';
import { useDebounced } from '@web/hooks/use-debounced';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCampaignWatchers, useMarketUsers, type Watcher } from '../api/campaign-watchers';
import { useRequestApproval } from '../api/request-approval';

const SEARCH_DEBOUNCE_MS = 300;
const labelOf = (w: Watcher) => `${w.name} (${w.email})`;

/**
 * Request approval (001 4 'Campaign: approval requested as interim or final', 001 7 POST request-approval): the
 * campaign's watchers, all chosen at first, plus any other user of its market found by name or email; interim or final.
 * The chosen users are mailed and notified; success says '{Final|Interim} approval requested' (001 8).
 */
export function RequestApprovalModal({ campaign, open, onClose }: { campaign: CampaignDto; open: boolean; onClose: () => void }) {
  const partnerId = useCurrentPartnerId();
  const watchers = useCampaignWatchers(campaign._id, open);
  const [input, setInput] = useState('');
  const search = useMarketUsers(partnerId, campaign.businessNodeId, useDebounced(input, SEARCH_DEBOUNCE_MS), open);
  const [isFinal, setIsFinal] = useState(true);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [others, setOthers] = useState<Watcher[]>([]);
  const [comment, setComment] = useState('');
  const request = useRequestApproval(campaign._id);

  const known = watchers.data ?? [];
  const picked = chosen ?? known.map((w) => w._id);
  const extra = others.filter((o) => !known.some((w) => w._id === o._id));
  const level = isFinal ? 'Final' : 'Interim';

  const submit = async () => {
    try {
      await request.mutateAsync({ watcherIds: [...new Set([...picked, ...extra.map((o) => o._id)])], isFinal, comment: comment.trim() || undefined });
      void message.success(fillMessage(NOTIFICATION_TEXTS.approvalRequested, { kind: level }));
      setChosen(null);
      setOthers([]);
      setComment('');
      onClose();
    } catch {
      // the error shows in the modal (request.error)
    }
  };

  return (
    <Modal
      open={open}
      title="Request approval"
      okText="Request approval"
      okButtonProps={{ disabled: picked.length + extra.length === 0, loading: request.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Approval">
          <Radio.Group value={isFinal} onChange={(e) => setIsFinal(e.target.value as boolean)} optionType="button">
            <Radio value={false}>Interim</Radio>
            <Radio value={true}>Final</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="Watchers">
          {watchers.isError ? (
            <Alert type="error" showIcon title={watchers.error.message} />
          ) : known.length === 0 ? (
            <Typography.Text type="secondary">{watchers.isPending ? 'Loading watchers…' : 'This campaign has no watchers: add users below.'}</Typography.Text>
          ) : (
            <CheckList label="Watchers" vertical options={known.map((w) => ({ value: w._id, label: labelOf(w) }))} value={picked} onChange={setChosen} />
          )}
        </Form.Item>
        <Form.Item label="Other users of the market">
          <Select
            aria-label="Other users"
            mode="multiple"
            showSearch
            filterOption={false}
            onSearch={setInput}
            loading={search.isFetching}
            placeholder="Search by name or email"
            value={extra.map((o) => o._id)}
            onChange={(ids: string[]) => setOthers(ids.map((id) => others.find((o) => o._id === id) ?? (search.data ?? []).find((u) => u._id === id)!).filter(Boolean))}
            options={[...extra, ...(search.data ?? []).filter((u) => !extra.some((o) => o._id === u._id) && !known.some((w) => w._id === u._id))].map((u) => ({ value: u._id, label: labelOf(u) }))}
          />
        </Form.Item>
        <Form.Item label="Comment (optional)">
          <Input.TextArea aria-label="Request comment" value={comment} maxLength={2000} autoSize={{ minRows: 2, maxRows: 5 }} onChange={(e) => setComment(e.target.value)} />
        </Form.Item>
      </Form>
      {request.isError && <Alert type="error" showIcon title={request.error.message} />}
    </Modal>
  );
}
