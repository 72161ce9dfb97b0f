import { Checkbox } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface CheckOption<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * Checkboxes over a list that may arrive while the user looks at it (a query's answer), named as a group by `label`
 * (without one, a group named around it). Each box is its own controlled Checkbox, so a click right after the list
 * arrives counts: antd's Checkbox.Group keeps only the values its boxes registered in an effect and drops a click that
 * comes before (a CI run lost a publish channel so). The value keeps the options' order.
 */
export function CheckList<T extends string>({ label, options, value, onChange, vertical, style }: { label?: string; options: readonly CheckOption<T>[]; value: readonly T[]; onChange: (next: T[]) => void; vertical?: boolean; style?: CSSProperties }) {
  const toggle = (changed: T, on: boolean) => onChange(options.map((o) => o.value).filter((v) => (v === changed ? on : value.includes(v))));
  return (
    <div role={label ? 'group' : undefined} aria-label={label} style={{ display: 'flex', flexDirection: vertical ? 'column' : 'row', flexWrap: vertical ? 'nowrap' : 'wrap', gap: 8, ...style }}>
      {options.map((o) => (
        <Checkbox key={o.value} checked={value.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)}>
          {o.label}
        </Checkbox>
      ))}
    </div>
  );
}
