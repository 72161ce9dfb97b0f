import { TreeSelect } from 'antd';
import type { NodeDto } from '@shared/contracts/business-nodes';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useTree } from '@web/features/business-nodes';

type Option = { value: string; title: string; disabled: boolean; children: Option[] };
const toOptions = (nodes: NodeDto[], writable: boolean): Option[] =>
  nodes.map((n) => ({ value: n._id, title: n.name, disabled: writable && !n.writeAllowed, children: toOptions(n.children, writable) }));

/** Several business nodes from the caller's tree; when `writable`, nodes the caller may not write are disabled (000 6). */
export function NodeSelect(props: { value?: string[]; onChange?(ids: string[]): void; label: string; writable?: boolean }) {
  const tree = useTree(useCurrentPartnerId());
  return (
    <TreeSelect
      aria-label={props.label}
      style={{ width: '100%', minWidth: 220 }}
      multiple
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      placeholder={props.label}
      loading={tree.isLoading}
      value={props.value}
      onChange={(ids: string[]) => props.onChange?.(ids)}
      treeData={toOptions(tree.data ?? [], props.writable ?? false)}
    />
  );
}
