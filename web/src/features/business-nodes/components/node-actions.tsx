import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import type { NodeDto } from '@shared/contracts/business-nodes';
import { allowedChildTypes } from '@shared/domain/business-nodes';

/** Why an action is off: the spec's 'disabled with a tooltip' outside the caller's nodes (000 6); wording is ours. */
export const OUTSIDE_NODES = 'This node is outside your business nodes';
const NO_CHILD_TYPE = 'No node type can be placed under this one';

interface Props {
  node: NodeDto;
  onAdd(): void;
  onRename(): void;
  onDelete(): void;
  onMove(): void;
}

function Guarded({ allowed, reason, children }: { allowed: boolean; reason: string; children: React.ReactElement }) {
  // A disabled button swallows pointer events: the wrapper carries the tooltip.
  return allowed ? children : <Tooltip title={reason}><span>{children}</span></Tooltip>;
}

/** The actions of one node in the tree; each is disabled with a tooltip where the caller may not act. */
export function NodeActions({ node, onAdd, onRename, onDelete, onMove }: Props) {
  const write = node.writeAllowed;
  const canAdd = write && allowedChildTypes(node.type).length > 0;
  const stop = (e: React.MouseEvent) => e.stopPropagation();
  return (
    <Space size={4} onClick={stop}>
      <Guarded allowed={canAdd} reason={write ? NO_CHILD_TYPE : OUTSIDE_NODES}>
        <Button size="small" disabled={!canAdd} onClick={onAdd} aria-label={`Add under ${node.name}`}>Add</Button>
      </Guarded>
      <Guarded allowed={write} reason={OUTSIDE_NODES}>
        <Button size="small" disabled={!write} onClick={onRename} aria-label={`Rename ${node.name}`}>Rename</Button>
      </Guarded>
      <Guarded allowed={write} reason={OUTSIDE_NODES}>
        {write ? (
          <Popconfirm title={`Delete ${node.name}?`} okText="Delete" onConfirm={onDelete}>
            <Button size="small" danger aria-label={`Delete ${node.name}`}>Delete</Button>
          </Popconfirm>
        ) : (
          <Button size="small" danger disabled aria-label={`Delete ${node.name}`}>Delete</Button>
        )}
      </Guarded>
      <Guarded allowed={write} reason={OUTSIDE_NODES}>
        <Button size="small" disabled={!write} onClick={onMove} aria-label={`Move from ${node.name}`}>Move…</Button>
      </Guarded>
      {write ? <Link to={`/admin/node-users/${node._id}`} aria-label={`Users of ${node.name}`}>Users</Link> : <Guarded allowed={false} reason={OUTSIDE_NODES}><Button size="small" type="link" disabled>Users</Button></Guarded>}
      {write ? <Link to={`/admin/integration/${node._id}`} aria-label={`Publishing of ${node.name}`}>Publishing</Link> : <Guarded allowed={false} reason={OUTSIDE_NODES}><Button size="small" type="link" disabled>Publishing</Button></Guarded>}
      {write ? <Link to={`/admin/external-storage/${node._id}`} aria-label={`Storage of ${node.name}`}>Storage</Link> : <Guarded allowed={false} reason={OUTSIDE_NODES}><Button size="small" type="link" disabled>Storage</Button></Guarded>}
    </Space>
  );
}
