import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { VariantView } from '../api/types';
import { MENU_LABELS, menuActions, type MenuAction } from '../lib/menu';

/** The variant menu (001 2 'Variant menu actions'), with the entries its conditions allow. */
export function VariantMenu({ variant, treeTemplateIds, onAction }: { variant: VariantView; treeTemplateIds: readonly string[]; onAction: (action: MenuAction) => void }) {
  const items = menuActions(variant, treeTemplateIds).map((key) => ({ key, label: MENU_LABELS[key] }));
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onAction(key as MenuAction) }}>
      <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`Actions of ${variant.name}`} />
    </Dropdown>
  );
}
