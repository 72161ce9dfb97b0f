import { Alert, Descriptions, Modal, Space } from 'antd';
import { useState } from 'react';
import type { MigrationCheckDto, NodeDto } from '@shared/contracts/business-nodes';
import { useCheckMigration, useMigrate, type Moved } from '../api/migrate';
import { NodeTreeSelect } from './node-tree-select';

interface Props {
  partnerId: string | null;
  from: NodeDto;
  tree: NodeDto[];
  onClose(): void;
}

/** Move campaigns, users, integrations and subscribers from one node to another: choose the target, see the conflict check, confirm. */
export function MigrationModal({ partnerId, from, tree, onClose }: Props) {
  const [target, setTarget] = useState<string>();
  const [check, setCheck] = useState<MigrationCheckDto | null>(null);
  const checking = useCheckMigration(partnerId);
  const migrating = useMigrate(partnerId);
  const [done, setDone] = useState<Moved | null>(null);

  const choose = (id: string) => {
    setTarget(id);
    setCheck(null);
    setDone(null);
    checking.mutate({ fromId: from._id, targetNodeId: id }, { onSuccess: setCheck });
  };
  const blocked = !check || check.conflicts.length > 0 || Boolean(done);

  return (
    <Modal
      open
      title={`Move from ${from.name}`}
      okText="Move"
      okButtonProps={{ disabled: blocked }}
      confirmLoading={migrating.isPending}
      onOk={() => target && migrating.mutate({ fromId: from._id, targetNodeId: target }, { onSuccess: setDone })}
      onCancel={onClose}
      cancelText={done ? 'Close' : 'Cancel'}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <NodeTreeSelect label="Move to" tree={tree} value={target} onChange={choose} exclude={from._id} />
        {check && (
          <Descriptions size="small" column={1} title="What moves">
            <Descriptions.Item label="Users">{check.counts.users}</Descriptions.Item>
            <Descriptions.Item label="Subscribers">{check.counts.subscribers}</Descriptions.Item>
            <Descriptions.Item label="Campaigns">{check.counts.campaigns}</Descriptions.Item>
            <Descriptions.Item label="Assets">{check.counts.assets}</Descriptions.Item>
            <Descriptions.Item label="Integrations">{check.counts.integrations}</Descriptions.Item>
          </Descriptions>
        )}
        {check?.conflicts.map((c) => <Alert key={c.code} type="error" showIcon title={c.message} />)}
        {(checking.error ?? migrating.error) && <Alert type="error" showIcon title={(checking.error ?? migrating.error)!.message} />}
        {done && (
          <Alert
            type="success"
            showIcon
            title={`Moved ${done.campaigns} campaign(s), ${done.users} user(s), ${done.integrations} integration(s) and ${done.subscribers} subscriber(s)`}
          />
        )}
      </Space>
    </Modal>
  );
}
