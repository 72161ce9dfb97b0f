import { Alert, Button, Input, Popconfirm, Segmented, Select, Space, Table, TreeSelect } from 'antd';
import { useState } from 'react';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '@shared/constants';
import type { ConceptListItem } from '@shared/contracts/concepts';
import { CONCEPT_STATUSES, CONCEPT_STATUS_LABELS, STEP_LABELS, type ConceptStatus } from '@shared/domain/concepts';
import { MESSAGES } from '@shared/messages';
import { AppLink } from '@web/components/app-link';
import { ScreenTitle } from '@web/components/screen-title';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCurrentUser } from '@web/lib/current-user';
import { useConcepts, type ConceptListParams } from '../api/list-concepts';
import { useSetConceptArchived } from '../api/update-concept';
import { StatusTag } from '../components/status-tag';
import { useConceptNodes } from '../components/use-node-names';
import { ConceptWizard } from '../components/wizard/concept-wizard';
import { mayRequestConcepts, useConceptsBase, useWizardParam } from '../use-concepts-base';

const INITIAL: ConceptListParams = { search: '', status: [], archived: false, page: 0, limit: TABLE_DEFAULT_PAGE_SIZE };

/**
 * /concepts and /concepts-only (non-analysts): the current partner's concepts with status tags, search, filters,
 * pages of 10/20/30/40, archive and unarchive; 'Request New Concept' opens the wizard, a draft reopens in it.
 */
export function Component() {
  const partnerId = useCurrentPartnerId();
  const { data: user } = useCurrentUser();
  const base = useConceptsBase();
  const [params, setParams] = useState(INITIAL);
  const [wizard, setWizard] = useWizardParam();
  const concepts = useConcepts(partnerId, params);
  const archive = useSetConceptArchived(partnerId);
  const nodes = useConceptNodes(partnerId);
  const canRequest = mayRequestConcepts(user);
  const change = (patch: Partial<ConceptListParams>) => setParams((p) => ({ ...p, page: 0, ...patch }));

  return (
    <>
      <ScreenTitle title="Concepts" />
      <Space wrap style={{ marginBottom: 16 }}>
        {canRequest && (
          <Button type="primary" onClick={() => setWizard('new')} disabled={!partnerId}>
            Request New Concept
          </Button>
        )}
        <Input.Search aria-label="Search concepts" placeholder="Search by name" allowClear onSearch={(search) => change({ search: search.trim() })} style={{ width: 240 }} />
        <Select<ConceptStatus[]>
          aria-label="Status"
          mode="multiple"
          allowClear
          placeholder="Status"
          style={{ minWidth: 200 }}
          value={params.status}
          onChange={(status) => change({ status })}
          options={CONCEPT_STATUSES.map((s) => ({ value: s, label: CONCEPT_STATUS_LABELS[s] }))}
        />
        <TreeSelect
          aria-label="Business node"
          allowClear
          showSearch
          treeNodeFilterProp="title"
          placeholder="Product or market"
          style={{ minWidth: 220 }}
          value={params.nodeId}
          onChange={(nodeId?: string) => change({ nodeId })}
          treeData={nodes.treeOptions}
        />
        <Segmented
          aria-label="Archived"
          value={params.archived ? 'Archived' : 'Active'}
          options={['Active', 'Archived']}
          onChange={(v) => change({ archived: v === 'Archived' })}
        />
      </Space>
      {archive.error && (
        <Alert
          type="error"
          showIcon
          title={archive.variables?.archived ? MESSAGES.conceptArchiveFailed : MESSAGES.conceptUnarchiveFailed}
          description={archive.error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<ConceptListItem>
        rowKey="_id"
        loading={concepts.isFetching}
        dataSource={concepts.data?.results ?? []}
        pagination={{
          current: params.page + 1,
          pageSize: params.limit,
          total: concepts.data?.total ?? 0,
          pageSizeOptions: TABLE_PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (page, limit) => setParams((p) => ({ ...p, page: limit === p.limit ? page - 1 : 0, limit })),
        }}
        columns={[
          {
            title: 'Name',
            dataIndex: 'name',
            render: (name: string, row) => <AppLink to={`${base}/${row._id}`}>{name}</AppLink>,
          },
          { title: 'Status', dataIndex: 'status', width: 180, render: (status: ConceptStatus) => <StatusTag status={status} /> },
          { title: 'Markets', dataIndex: 'nodeIds', render: (ids: string[]) => ids.map(nodes.nodeName).join(', ') },
          { title: 'Updated', dataIndex: 'updatedAt', width: 180, render: (t: number) => new Date(t).toLocaleString() },
          {
            title: 'Actions',
            key: 'actions',
            width: 260,
            render: (_, row) =>
              canRequest && (
                <Space>
                  {row.status === 'Draft' && !row.archived && (
                    <Button size="small" aria-label={`Continue ${row.name}`} onClick={() => setWizard(row._id)}>
                      Continue ({STEP_LABELS[row.currentStep]})
                    </Button>
                  )}
                  <Popconfirm
                    title={`${row.archived ? 'Unarchive' : 'Archive'} ${row.name}?`}
                    okText={row.archived ? 'Unarchive' : 'Archive'}
                    onConfirm={() => archive.mutate({ id: row._id, archived: !row.archived })}
                  >
                    <Button size="small" aria-label={`${row.archived ? 'Unarchive' : 'Archive'} ${row.name}`}>
                      {row.archived ? 'Unarchive' : 'Archive'}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      {concepts.isError && <Alert type="error" showIcon title={concepts.error?.message ?? MESSAGES.genericError} />}
      {wizard && <ConceptWizard draftId={wizard === 'new' ? null : wizard} onClose={() => setWizard(null)} />}
    </>
  );
}
