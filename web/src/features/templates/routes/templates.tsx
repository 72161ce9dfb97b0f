import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Spin, Switch, Typography, notification } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { TEMPLATE_EVENT_SOURCES, type TemplateDto } from '@shared/contracts/templates';
import { mayAccess } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { AppLink } from '@web/components/app-link';
import { ScreenTitle } from '@web/components/screen-title';
import { useAppNavigate } from '@web/hooks/use-partner-link';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCurrentUser } from '@web/lib/current-user';
import { subscribeRealtime } from '@web/lib/realtime';
import { ConceptStatusBar, ConceptTabs, conceptQueryKey, useConcept, useConceptsBase } from '@web/features/concepts';
import { useTemplate } from '../api/get-template';
import { templatesQueryKey, useTemplates } from '../api/list-templates';
import { TemplateDetail } from '../components/template-detail';
import { TemplateList } from '../components/template-list';
import { UploadDialog } from '../components/upload-dialog';

const RESIZE_TEXT: Record<string, string> = {
  'template-resizing-started': 'Template resizing started',
  'template-resizing-finished': 'Template resizing finished',
  'template-resizing-failed': 'Template resizing failed',
};

/**
 * /concepts/:id/templates/:tid? and /concepts-only/:id/templates/:tid? (002 2 'Templates'): the concept's templates
 * with thumbnails, size, version, generation, approval and in-use; upload for super, admin and the self-service roles;
 * a template's page with its sandboxed preview, approval for final approvers, edit, resize, archive and delete.
 */
export function Component() {
  const { id, tid } = useParams();
  const partnerId = useCurrentPartnerId();
  const { data: user } = useCurrentUser();
  const base = `${useConceptsBase()}/${id}/templates`;
  const navigate = useAppNavigate();
  const client = useQueryClient();
  const concept = useConcept(partnerId, id);
  const [showArchived, setShowArchived] = useState(false);
  const list = useTemplates(partnerId, id, showArchived);
  const one = useTemplate(partnerId, id, tid);
  const [uploading, setUploading] = useState(false);
  const [resizing, setResizing] = useState<Set<string>>(new Set());

  const rights = { upload: Boolean(user && mayAccess(user.role, 'ADMINS_AND_SELF_SERVICE')), approve: Boolean(user && mayAccess(user.role, 'FINAL_APPROVERS')) };
  const refresh = () => {
    void client.invalidateQueries({ queryKey: templatesQueryKey(partnerId, id) });
    void client.invalidateQueries({ queryKey: conceptQueryKey(partnerId, id) });
  };

  // Thumbnails rendered and resizes (001 8 'template resizing started/finished') arrive as ws-events.
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (!(TEMPLATE_EVENT_SOURCES as readonly string[]).includes(event.source)) return;
        void client.invalidateQueries({ queryKey: templatesQueryKey(partnerId, id) });
        const payload = (event.payload ?? {}) as { templateId?: string };
        const text = RESIZE_TEXT[event.event];
        if (!text || !payload.templateId) return;
        setResizing((prev) => {
          const next = new Set(prev);
          if (event.event === 'template-resizing-started') next.add(payload.templateId!);
          else next.delete(payload.templateId!);
          return next;
        });
        const show = event.event === 'template-resizing-failed' ? notification.error : notification.info;
        void show({ title: text });
      }),
    [client, partnerId, id],
  );

  if (concept.isPending) return <Spin />;
  if (!concept.data) return <Alert type="error" showIcon title={concept.error?.message ?? MESSAGES.genericError} />;
  const c = concept.data;
  const mayUpload = rights.upload && c.status !== 'Draft' && !c.archived;

  return (
    <>
      <ScreenTitle title={c.name} />
      <ConceptTabs conceptId={c._id} active="templates" />
      <ConceptStatusBar concept={c} events={['templatesRejected']} />
      {tid ? (
        <>
          <AppLink to={base}>All templates</AppLink>
          <div style={{ marginTop: 12 }}>
            {one.isPending ? (
              <Spin />
            ) : one.data ? (
              <TemplateDetail
                partnerId={partnerId!}
                conceptId={c._id}
                template={one.data}
                rights={rights}
                resizing={[...resizing].length > 0}
                onResized={(made: TemplateDto) => (setResizing((prev) => new Set(prev).add(made._id)), refresh())}
                onDeleted={() => (refresh(), navigate(base))}
                onConceptMaybeMoved={refresh}
              />
            ) : (
              <Alert type="error" showIcon title={one.error?.message ?? MESSAGES.genericError} />
            )}
          </div>
        </>
      ) : (
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            {mayUpload && (
              <Button type="primary" onClick={() => setUploading(true)}>
                Upload template
              </Button>
            )}
            <Space>
              <Switch size="small" checked={showArchived} onChange={setShowArchived} aria-label="Show archived templates" />
              <Typography.Text>Show archived</Typography.Text>
            </Space>
          </Space>
          {list.isPending ? (
            <Spin />
          ) : list.error ? (
            <Alert type="error" showIcon title={list.error.message} />
          ) : list.data.length === 0 ? (
            <Empty description={mayUpload ? "No templates yet. Upload a zip of an HTML5 creative or a video named WxH-name with 'Upload template'." : 'No templates yet. The design team uploads them here; you will be able to review them then.'} />
          ) : (
            <TemplateList templates={list.data} linkTo={(t) => `${base}/${t._id}`} />
          )}
        </>
      )}
      {uploading && <UploadDialog partnerId={partnerId!} conceptId={c._id} onClose={() => setUploading(false)} onUploaded={refresh} />}
    </>
  );
}
