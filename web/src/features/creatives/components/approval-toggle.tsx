import { CheckOutlined, CloseOutlined, MinusOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import type { ApprovalToggle as Toggle } from '@shared/contracts/creatives';

const OPTIONS = [
  { value: -1, label: 'Reject', icon: <CloseOutlined /> },
  { value: 0, label: 'Neutral', icon: <MinusOutlined /> },
  { value: 1, label: 'Approve', icon: <CheckOutlined /> },
] as const;

/** One creative's approval toggle (001 4): -1 rejected, 0 neutral, 1 approved; saved with the others. */
export function ApprovalToggle({ name, value, disabled, onChange }: { name: string; value: Toggle; disabled?: boolean; onChange: (v: Toggle) => void }) {
  return (
    <div role="group" aria-label={`Approval of ${name}`}>
      <Segmented<number>
        size="small"
        value={value}
        disabled={disabled}
        onChange={(v) => onChange(v as Toggle)}
        options={OPTIONS.map((o) => ({ value: o.value, icon: o.icon, label: o.label, title: o.label }))}
      />
    </div>
  );
}
