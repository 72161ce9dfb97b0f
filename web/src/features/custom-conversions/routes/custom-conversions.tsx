import { Alert, Button, message, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { CustomConversion, CustomConversionBody } from '@shared/contracts/custom-conversions';
import { MESSAGES } from '@shared/messages';
import { metricOptions } from '@shared/reporting/metric-options';
import { usePageTitle } from '@web/hooks/use-page-title';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCustomConversions } from '../api/list-custom-conversions';
import { useFloodlightActivities } from '../api/list-floodlight-activities';
import { useSaveCustomConversion } from '../api/save-custom-conversion';
import { ConversionFormDrawer } from '../components/conversion-form-drawer';
import { ConfirmDelete, DataTable } from '@web/components/data-table';

const TITLE = 'Custom Conversions';
type Editing = { conversion: CustomConversion | null } | null;

/**
 * /custom-conversions (Beta; top admins and the self-service group): the current partner's conversions; create and
 * edit in a drawer with activities picked from the ad server's floodlight list, delete after a confirmation.
 */
export function Component() {
  usePageTitle(TITLE);
  const partnerId = useCurrentPartnerId();
  const conversions = useCustomConversions(partnerId);
  const floodlight = useFloodlightActivities(partnerId);
  const { create, update, remove } = useSaveCustomConversion(partnerId);
  const [editing, setEditing] = useState<Editing>(null);
  const save = editing?.conversion ? update : create;
  const activities = useMemo(() => floodlight.data?.floodlightActivities ?? [], [floodlight.data]);
  const activityName = useMemo(() => new Map(activities.map((a) => [a.id, a.name])), [activities]);

  const open = (conversion: CustomConversion | null) => {
    create.reset();
    update.reset();
    setEditing({ conversion });
  };

  const onSave = (body: CustomConversionBody) => {
    if (!partnerId) return;
    const done = () => {
      setEditing(null);
      void message.success(MESSAGES.conversionComplete);
    };
    if (editing?.conversion) {
      update.mutate({ partnerId, id: editing.conversion._id, body }, { onSuccess: done, onError: () => void message.error(MESSAGES.conversionUpdateFailed) });
    } else create.mutate({ partnerId, body }, { onSuccess: done });
  };

  const onDelete = (conversion: CustomConversion) => {
    if (!partnerId) return;
    remove.mutate(
      { partnerId, id: conversion._id },
      { onSuccess: () => void message.success(MESSAGES.conversionComplete), onError: () => void message.error(MESSAGES.conversionDeleteFailed) },
    );
  };

  return (
    <>
      <Typography.Title level={2}>
        {TITLE} <Tag color="purple">Beta</Tag>
      </Typography.Title>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => open(null)} disabled={!partnerId}>
          Create Custom Conversion
        </Button>
      </Space>
      {conversions.error && <Alert type="error" showIcon title={conversions.error.message} style={{ marginBottom: 16 }} />}
      <DataTable<CustomConversion>
        rowKey="_id"
        loading={conversions.isLoading}
        dataSource={conversions.data ?? []}
        columns={[
          { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name), defaultSortOrder: 'ascend' },
          {
            title: 'Floodlight activities',
            key: 'activities',
            render: (_, row) => (
              <Space size={[4, 4]} wrap>
                {row.floodlightActivityIds.map((id) => (
                  <Tag key={id}>{activityName.get(id) ?? id}</Tag>
                ))}
              </Space>
            ),
          },
          {
            title: 'Analyzer metrics',
            key: 'metrics',
            render: (_, row) => (
              <Typography.Text type="secondary">
                {metricOptions([{ id: row._id, name: row.name }]).filter((m) => m.conversionId === row._id).map((m) => m.label).join(', ')}
              </Typography.Text>
            ),
          },
          { title: 'Updated', dataIndex: 'updatedAt', width: 180, render: (value: string) => new Date(value).toLocaleString() },
          {
            title: 'Actions',
            key: 'actions',
            width: 180,
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => open(row)} aria-label={`Edit ${row.name}`}>
                  Edit
                </Button>
                <ConfirmDelete name={row.name} description="Its metrics leave the analyzer." onConfirm={() => onDelete(row)} />
              </Space>
            ),
          },
        ]}
      />
      <ConversionFormDrawer
        open={editing !== null}
        conversion={editing?.conversion ?? null}
        saving={save.isPending}
        activities={activities}
        activitiesLoading={floodlight.isLoading}
        activitiesError={floodlight.error?.message}
        error={save.error?.message}
        onSave={onSave}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
