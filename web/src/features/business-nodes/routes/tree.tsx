import { Alert, Button, Empty, Input, Space, Spin, Tag, Tooltip, Tree } from 'antd';
import { useMemo, useState } from 'react';
import type { NodeDto } from '@shared/contracts/business-nodes';
import { isTopAdmin } from '@shared/domain/roles';
import { ScreenTitle } from '@web/components/screen-title';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { readSession } from '@web/lib/session-store';
import { useTree } from '../api/get-tree';
import { useCreateNode, useDeleteNode, useRenameNode } from '../api/save-node';
import { MigrationModal } from '../components/migration-modal';
import { NodeActions } from '../components/node-actions';
import { NodeFormModal, type NodeForm, type NodeFormValues } from '../components/node-form-modal';

const TYPE_COLORS: Record<NodeDto['type'], string> = { division: 'purple', brand: 'blue', product: 'green', region: 'orange', market: 'cyan' };

/** The nodes whose name matches, with the path above them; everything when the search is empty. */
function filterTree(nodes: NodeDto[], search: string): NodeDto[] {
  const term = search.trim().toLowerCase();
  if (!term) return nodes;
  return nodes.flatMap((n) => {
    const children = filterTree(n.children, term);
    return n.name.toLowerCase().includes(term) || children.length ? [{ ...n, children }] : [];
  });
}

type TreeItem = { key: string; title: React.ReactNode; children: TreeItem[] };

const allIds = (nodes: NodeDto[]): string[] => nodes.flatMap((n) => [n._id, ...allIds(n.children)]);

/** /admin/tree: the partner's business-node tree; add, rename, delete, move, and links to users and publishing. */
export function Component() {
  const partnerId = useCurrentPartnerId();
  const tree = useTree(partnerId);
  const create = useCreateNode(partnerId);
  const rename = useRenameNode(partnerId);
  const remove = useDeleteNode(partnerId);
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<NodeForm | null>(null);
  const [moving, setMoving] = useState<NodeDto | null>(null);
  const role = readSession()?.role;

  const shown = useMemo(() => filterTree(tree.data ?? [], search), [tree.data, search]);
  const save = form?.mode === 'rename' ? rename : create;

  const openForm = (next: NodeForm) => {
    create.reset();
    rename.reset();
    setForm(next);
  };
  const onSave = (values: NodeFormValues) => {
    const done = { onSuccess: () => setForm(null) };
    if (form?.mode === 'rename') rename.mutate({ id: form.node._id, name: values.name, ...(values.timeZone !== undefined ? { timeZone: values.timeZone } : {}) }, done);
    else if (form?.mode === 'add') create.mutate({ parentId: form.parent?._id ?? null, name: values.name, type: values.type!, ...(values.timeZone ? { timeZone: values.timeZone } : {}) }, done);
  };

  const toTreeData = (nodes: NodeDto[]): TreeItem[] =>
    nodes.map((n) => ({
      key: n._id,
      title: (
        <Space size="middle" wrap>
          <span data-testid="node-name">{n.name}</span>
          <Tag color={TYPE_COLORS[n.type]}>{n.type}</Tag>
          {n.type === 'market' && n.timeZone && (
            <Tooltip title={n.timeZoneSet ? 'Time zone of this market' : "Time zone of this market: its country's"}>
              <Tag data-testid="node-time-zone" aria-label={`Time zone of ${n.name}`}>{n.timeZone}</Tag>
            </Tooltip>
          )}
          <NodeActions
            node={n}
            onAdd={() => openForm({ mode: 'add', parent: n })}
            onRename={() => openForm({ mode: 'rename', node: n })}
            onDelete={() => remove.mutate(n._id)}
            onMove={() => setMoving(n)}
          />
        </Space>
      ),
      children: toTreeData(n.children),
    }));

  return (
    <>
      <ScreenTitle title="Partner tree" />
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search aria-label="Search nodes" placeholder="Search" allowClear onChange={(e) => setSearch(e.target.value)} style={{ width: 280 }} />
        {role && isTopAdmin(role) && (
          <Button type="primary" disabled={!partnerId} onClick={() => openForm({ mode: 'add', parent: null })}>
            Add top node
          </Button>
        )}
      </Space>
      {remove.error && <Alert type="error" showIcon closable={{ onClose: () => remove.reset() }} title={remove.error.message} style={{ marginBottom: 16 }} />}
      {tree.isLoading ? (
        <Spin />
      ) : shown.length ? (
        <Tree blockNode selectable={false} expandedKeys={allIds(shown)} treeData={toTreeData(shown)} />
      ) : (
        <Empty description={search ? 'No node matches' : 'No business nodes yet'} />
      )}
      {form && <NodeFormModal form={form} saving={save.isPending} error={save.error?.message ?? null} onCancel={() => setForm(null)} onSave={onSave} />}
      {moving && <MigrationModal partnerId={partnerId} from={moving} tree={tree.data ?? []} onClose={() => setMoving(null)} />}
    </>
  );
}
