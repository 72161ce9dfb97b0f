import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Empty, notification, Row, Space, Spin, Upload } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { storyboardImportedEventSchema } from '@shared/contracts/storyboards';
import { mayAccess } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { ScreenTitle } from '@web/components/screen-title';
import { usePartnerLink } from '@web/hooks/use-partner-link';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCurrentUser } from '@web/lib/current-user';
import { subscribeRealtime } from '@web/lib/realtime';
import { ConceptStatusBar, ConceptTabs, conceptQueryKey, useConcept, useConceptsBase } from '@web/features/concepts';
import { useApproveStoryboard } from '../api/approve-storyboard';
import { useCreateStoryboard } from '../api/create-storyboard';
import { useDeleteStoryboard } from '../api/delete-storyboard';
import { useDeleteStoryboardVersion } from '../api/delete-storyboard-version';
import { useImportStoryboards } from '../api/import-storyboards';
import { storyboardsQueryKey, useStoryboards } from '../api/list-storyboards';
import { useSaveStoryboardOrder } from '../api/save-storyboard-order';
import { useUpdateStoryboard } from '../api/update-storyboard';
import { SortableList } from '../components/sortable-list';
import { StoryboardCard } from '../components/storyboard-card';
import { StoryboardUploadDialog } from '../components/storyboard-upload-dialog';
import { useStoryboardComments } from '../components/storyboard-comments';
import { StoryboardViewer } from '../components/storyboard-viewer';

/** Moves one id within a list (the index's drag and drop). */
export function moved(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * /concepts/:id/storyboards/:sid? and /concepts-only/:id/storyboards/:sid? (002 2 'Storyboards'): the storyboard
 * index (thumbnails, reorder by dragging then 'Save order'), create, import, the viewer of the selected storyboard's
 * versions with the video player, approval for final approvers and 'Send for review' for uploaders.
 */
export function Component() {
  const { id, sid } = useParams();
  const base = `${useConceptsBase()}/${id}/storyboards`;
  return <StoryboardsBoard conceptId={id!} sid={sid} base={base} />;
}

export interface StoryboardsBoardProps {
  conceptId: string;
  sid: string | undefined;
  /** The path of the index; a storyboard opens at `${base}/${sid}`. */
  base: string;
  /** Shown inside another page (the campaign's storyboards): that page has the title, so no concept title, tabs or status bar. */
  embedded?: boolean;
}

/** The storyboards of one concept, on the concept's pages or the campaign's (/campaigns/{id}/storyboards/{sid?}). */
export function StoryboardsBoard({ conceptId: id, sid, base, embedded = false }: StoryboardsBoardProps) {
  const partnerId = useCurrentPartnerId();
  const { data: user } = useCurrentUser();
  const link = usePartnerLink();
  const navigate = useNavigate();
  const client = useQueryClient();
  const concept = useConcept(partnerId, id);
  const list = useStoryboards(partnerId, id);
  const create = useCreateStoryboard(partnerId, id);
  const update = useUpdateStoryboard(partnerId, id);
  const saveOrder = useSaveStoryboardOrder(partnerId, id);
  const remove = useDeleteStoryboard(partnerId, id);
  const removeVersion = useDeleteStoryboardVersion(partnerId, id);
  const importFile = useImportStoryboards(partnerId, id);
  const refreshConcept = () => void client.invalidateQueries({ queryKey: conceptQueryKey(partnerId, id) });
  const approve = useApproveStoryboard(partnerId, id, refreshConcept);
  const [order, setOrder] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'create' | 'version' | null>(null);

  const mayUpload = Boolean(user && mayAccess(user.role, 'ADMINS_AND_SELF_SERVICE'));
  const mayApprove = Boolean(user && mayAccess(user.role, 'FINAL_APPROVERS'));
  const takesUploads = concept.data ? ['StoryboardsInProgress', 'review'].includes(concept.data.status) && !concept.data.archived : false;

  // A processed version or a finished import is pushed as a ws-event: read the list (and the concept) again.
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.source !== 'storyboards') return;
        void client.invalidateQueries({ queryKey: storyboardsQueryKey(partnerId, id) });
        const imported = storyboardImportedEventSchema.safeParse(event.payload);
        if (imported.success && imported.data.conceptId === id) void client.invalidateQueries({ queryKey: conceptQueryKey(partnerId, id) });
      }),
    [client, partnerId, id],
  );

  const storyboards = useMemo(() => {
    const all = list.data ?? [];
    if (!order) return all;
    return order.map((o) => all.find((s) => s._id === o)).filter((s) => s !== undefined);
  }, [list.data, order]);
  const selected = storyboards.find((s) => s._id === sid) ?? storyboards[0];
  const open = (storyboardId?: string) => navigate(link(storyboardId ? `${base}/${storyboardId}` : base));
  const comments = useStoryboardComments(id, storyboards, selected);

  if (concept.isPending || list.isPending) return <Spin />;
  if (!concept.data) return <Alert type="error" showIcon title={concept.error?.message ?? MESSAGES.genericError} />;
  const c = concept.data;

  const onImport = (file: File) =>
    importFile.mutate(file, {
      onSuccess: (result) =>
        result.status === 'done'
          ? void notification.success({ title: `${file.name} imported`, description: `${result.storyboardIds.length} storyboard(s) added.` })
          : void notification.error({ title: MESSAGES.storyboardNotImported, description: result.message ?? MESSAGES.storyboardInvalidFormat }),
      onError: (error) => void notification.error({ title: MESSAGES.storyboardNotImported, description: error.message || MESSAGES.storyboardInvalidFormat }),
    });

  return (
    <>
      {!embedded && (
        <>
          <ScreenTitle title={c.name} />
          <ConceptTabs conceptId={c._id} active="storyboards" />
          <ConceptStatusBar concept={c} events={['sentForReview', 'storyboardsApproved', 'storyboardsRejected']} />
        </>
      )}
      <Space wrap style={{ marginBottom: 16 }}>
        {comments.indexButton}
      </Space>
      {mayUpload && takesUploads && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setDialog('create')}>
            New storyboard
          </Button>
          <Upload accept=".pdf,.zip,application/pdf,application/zip" showUploadList={false} beforeUpload={(file) => (onImport(file), false)}>
            <Button loading={importFile.isPending}>{importFile.isPending ? 'Importing…' : 'Import from file'}</Button>
          </Upload>
        </Space>
      )}
      {mayUpload && !takesUploads && storyboards.length > 0 && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="Storyboards take new uploads while the concept is in progress or in review." />
      )}
      {storyboards.length === 0 ? (
        <Empty
          description={
            mayUpload
              ? takesUploads
                ? "No storyboards yet. Upload frames with 'New storyboard', or import a PDF (each page becomes a frame) or a zip of images and mp4 videos with 'Import from file'."
                : 'No storyboards yet. Storyboards are uploaded once the brief is sent and until they are approved.'
              : 'No storyboards yet. The design team uploads them here; you will be able to review them then.'
          }
        />
      ) : (
        <Row gutter={24}>
          <Col xs={24} md={8}>
            <SortableList
              items={storyboards.map((s) => ({ ...s, id: s._id }))}
              disabled={!mayUpload}
              onMove={(from, to) => setOrder(moved(storyboards.map((s) => s._id), from, to))}
              render={(s) => <StoryboardCard storyboard={s} selected={s._id === selected?._id} onOpen={() => open(s._id)} />}
            />
            {mayUpload && (
              <Space style={{ marginTop: 8 }}>
                <Button
                  type="primary"
                  disabled={!order}
                  loading={saveOrder.isPending}
                  onClick={() => saveOrder.mutate(order!, { onSuccess: () => (setOrder(null), void notification.success({ title: MESSAGES.storyboardsSavedOrder })) })}
                >
                  Save order
                </Button>
                {order && <Button onClick={() => setOrder(null)}>Cancel</Button>}
              </Space>
            )}
            {saveOrder.error && <Alert type="error" showIcon title={saveOrder.error.message} style={{ marginTop: 8 }} />}
          </Col>
          <Col xs={24} md={16}>
            {selected && (
              <StoryboardViewer
                key={selected._id}
                storyboard={selected}
                rights={{ upload: mayUpload && takesUploads, approve: mayApprove }}
                onTimeCode={comments.onTimeCode}
                seekRequest={comments.seekRequest}
                extra={comments.storyboardButton}
                actions={{
                  onNewVersion: () => setDialog('version'),
                  onApprove: (versionId) => approve.mutate({ sid: selected._id, versionId }),
                  onDeleteVersion: (vid) => removeVersion.mutate({ sid: selected._id, vid }),
                  onDelete: () => remove.mutate(selected._id, { onSuccess: () => open() }),
                  approving: approve.isPending,
                  error: (approve.error ?? removeVersion.error ?? remove.error)?.message ?? null,
                }}
              />
            )}
          </Col>
        </Row>
      )}
      {comments.panel}
      {dialog === 'create' && (
        <StoryboardUploadDialog
          open
          mode="create"
          onCancel={() => setDialog(null)}
          onSubmit={async (request) => {
            await create.mutateAsync(request);
            setDialog(null);
            open();
          }}
        />
      )}
      {dialog === 'version' && selected && (
        <StoryboardUploadDialog
          open
          mode="version"
          initialName={selected.name}
          initialType={selected.type}
          onCancel={() => setDialog(null)}
          onSubmit={async (request) => {
            await update.mutateAsync({ sid: selected._id, files: request.files, onProgress: request.onProgress });
            setDialog(null);
          }}
        />
      )}
    </>
  );
}
