import { TreeSelect } from 'antd';
import type { NodeDto } from '@shared/contracts/business-nodes';

type Option = { value: string; title: string; disabled: boolean; children: Option[] };

const toOptions = (nodes: NodeDto[], exclude?: string): Option[] =>
  nodes.map((n) => ({ value: n._id, title: `${n.name} (${n.type})`, disabled: !n.writeAllowed || n._id === exclude, children: toOptions(n.children, exclude) }));

/** The tree dropdown with search of 000 2.4; nodes outside the caller's write-allowed ones cannot be picked. */
export function NodeTreeSelect(props: { tree: NodeDto[]; value?: string; onChange(id: string): void; exclude?: string; label: string }) {
  return (
    <TreeSelect
      aria-label={props.label}
      style={{ width: '100%' }}
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      placeholder="Choose a node"
      value={props.value}
      onChange={props.onChange}
      treeData={toOptions(props.tree, props.exclude)}
    />
  );
}
