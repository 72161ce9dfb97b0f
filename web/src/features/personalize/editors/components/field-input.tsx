/** One dynamic field's input: a dropdown of its possible values when it has some (001 3 'Template possibleValues'), else text. */
import { Input, Select } from 'antd';
import type { TreeTemplateField } from '@shared/contracts/personalize';

export function FieldInput({ field, value, onChange, id }: { field: TreeTemplateField; value?: string; onChange?: (value: string) => void; id?: string }) {
  if (field.possibleValues?.length) {
    return <Select id={id} aria-label={field.name} value={value} onChange={onChange} options={field.possibleValues.map((v: string) => ({ value: v, label: v }))} />;
  }
  return <Input id={id} aria-label={field.name} value={value} onChange={(e) => onChange?.(e.target.value)} />;
}
