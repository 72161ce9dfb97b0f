import { Alert, Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useEffect, useMemo } from 'react';
import { CUSTOM_CONVERSION_MAX_ACTIVITIES, CUSTOM_CONVERSION_NAME_MAX_LENGTH } from '@shared/constants';
import type { CustomConversion, CustomConversionBody, FloodlightActivity } from '@shared/contracts/custom-conversions';

interface Props {
  /** The conversion being edited; null creates a new one. */
  conversion: CustomConversion | null;
  open: boolean;
  saving: boolean;
  activities: readonly FloodlightActivity[];
  activitiesLoading: boolean;
  /** Why the activities could not be listed (no ad server credentials, ad server down). */
  activitiesError?: string;
  /** The server's message of the last failed save ('Already exist', 'Wrong params'). */
  error?: string;
  onSave(body: CustomConversionBody): void;
  onClose(): void;
}

const COUNTING: Record<string, string> = {
  STANDARD_COUNTING: 'standard',
  UNIQUE_COUNTING: 'unique',
  SESSION_COUNTING: 'per session',
  TRANSACTIONS_COUNTING: 'transactions',
  ITEMS_SOLD_COUNTING: 'items sold',
};

/** Create or edit a conversion: its name and the floodlight activities it counts, grouped as on the ad server. */
export function ConversionFormDrawer({ conversion, open, saving, activities, activitiesLoading, activitiesError, error, onSave, onClose }: Props) {
  const [form] = Form.useForm<CustomConversionBody>();

  useEffect(() => {
    if (open) form.setFieldsValue({ name: conversion?.name ?? '', floodlightActivityIds: conversion?.floodlightActivityIds ?? [] });
  }, [open, conversion, form]);

  const options = useMemo(() => {
    const groups = new Map<string, { label: string; value: string }[]>();
    for (const a of activities) {
      const group = a.floodlightActivityGroupName || 'Other';
      const counting = COUNTING[a.countingMethod] ?? a.countingMethod.toLowerCase();
      groups.set(group, [...(groups.get(group) ?? []), { label: `${a.name} (${a.id}${counting ? `, ${counting}` : ''})`, value: a.id }]);
    }
    return [...groups].map(([label, items]) => ({ label, title: label, options: items }));
  }, [activities]);

  return (
    <Drawer
      title={conversion ? 'Edit Custom Conversion' : 'Create Custom Conversion'}
      open={open}
      onClose={onClose}
      size="large"
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {conversion ? 'Save' : 'Create'}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        disabled={saving}
        onFinish={(values) => onSave({ name: values.name.trim(), floodlightActivityIds: values.floodlightActivityIds })}
      >
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Please enter a name' }]}>
          <Input maxLength={CUSTOM_CONVERSION_NAME_MAX_LENGTH} autoFocus />
        </Form.Item>
        <Form.Item
          label="Floodlight activities"
          name="floodlightActivityIds"
          extra="Click-through and view-through conversions of these activities are counted."
          rules={[
            { required: true, message: 'Please pick at least one floodlight activity' },
            { type: 'array', max: CUSTOM_CONVERSION_MAX_ACTIVITIES, message: `At most ${CUSTOM_CONVERSION_MAX_ACTIVITIES} activities` },
          ]}
        >
          <Select
            mode="multiple"
            aria-label="Floodlight activities"
            placeholder="Pick activities"
            loading={activitiesLoading}
            options={options}
            optionFilterProp="label"
            allowClear
          />
        </Form.Item>
      </Form>
      {activitiesError && <Alert type="warning" showIcon title={activitiesError} style={{ marginBottom: 16 }} />}
      {error && <Alert type="error" showIcon title={error} />}
    </Drawer>
  );
}
