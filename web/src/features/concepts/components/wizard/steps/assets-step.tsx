import { Alert, Button, Modal, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import type { AssetDto } from '@shared/contracts/assets';
import { ASSET_CATEGORIES, type AssetCategory } from '@shared/domain/assets';
import { REQUIRED_BRIEF_CATEGORIES } from '@shared/domain/brief-assets';
import type { BriefAsset } from '@shared/domain/concepts';
import { AssetPicker } from '@web/features/assets';
import { BriefAssetsUploader, SuggestedAssets } from '@web/features/brief-assets';
import type { StepProps } from './step-props';

const LABELS: Record<AssetCategory, string> = { brands: 'Brands', fonts: 'Fonts', logos: 'Logos', creatives: 'Creatives', other: 'Other' };
const isRequired = (c: AssetCategory) => (REQUIRED_BRIEF_CATEGORIES as readonly string[]).includes(c);

const fromLibrary = (asset: AssetDto, type: AssetCategory): BriefAsset => ({
  _id: asset._id,
  isFromDam: true,
  isLink: false,
  name: asset.name,
  url: asset.url ?? '',
  ...(asset.hash ? { hash: asset.hash } : {}),
  type,
});

/** Picks library assets into one category (000 2.5 'choose from the library (a picker over the asset library)'). */
function LibraryPicker({ category, assets, onAdd }: { category: AssetCategory; assets: BriefAsset[]; onAdd(picked: AssetDto[]): void }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<AssetDto[]>([]);
  const close = () => {
    setOpen(false);
    setPicked([]);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Choose from library</Button>
      <Modal
        title={`Choose ${LABELS[category].toLowerCase()} from the library`}
        open={open}
        width={760}
        okText="Add"
        okButtonProps={{ disabled: !picked.length }}
        onOk={() => {
          onAdd(picked);
          close();
        }}
        onCancel={close}
        destroyOnHidden
      >
        <AssetPicker value={picked} onChange={setPicked} exclude={assets.filter((a) => a.isFromDam).map((a) => a._id)} />
      </Modal>
    </>
  );
}

/**
 * Step 5, Assets: category tabs brands, fonts, logos (required), creatives, other; per tab the brief-assets upload list
 * (drag and drop, per-file status, Link to URL) and the library picker; suggested assets for the concept's nodes above.
 */
export function AssetsStep({ brief, update, errors }: StepProps) {
  const setAssets = (next: BriefAsset[]) => update((b) => ({ ...b, assets: next }));
  const items = ASSET_CATEGORIES.map((category) => {
    const mine = brief.assets.filter((a) => a.type === category);
    const missing = errors.missingCategories?.includes(category);
    return {
      key: category,
      label: (
        <span>
          {LABELS[category]}
          {isRequired(category) && <Typography.Text type={missing ? 'danger' : 'secondary'}> *</Typography.Text>} ({mine.length})
        </span>
      ),
      children: (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <BriefAssetsUploader category={category} assets={brief.assets} onChange={setAssets} />
          <LibraryPicker
            category={category}
            assets={brief.assets}
            onAdd={(picked) => setAssets([...brief.assets, ...picked.map((a) => fromLibrary(a, category))])}
          />
        </Space>
      ),
    };
  });

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {errors.assets && (
        <Alert type="error" showIcon title={errors.assets} description={`Missing: ${(errors.missingCategories ?? []).map((c) => LABELS[c]).join(', ')}`} />
      )}
      <SuggestedAssets nodeIds={brief.intro.businessNodes} assets={brief.assets} onChange={setAssets} />
      <Tabs items={items} />
    </Space>
  );
}
