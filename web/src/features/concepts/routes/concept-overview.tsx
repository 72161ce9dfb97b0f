import { Alert, Button, Descriptions, Space, Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { STEP_LABELS } from '@shared/domain/concepts';
import { MESSAGES } from '@shared/messages';
import { AppLink } from '@web/components/app-link';
import { ScreenTitle } from '@web/components/screen-title';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCurrentUser } from '@web/lib/current-user';
import { useConcept } from '../api/get-concept';
import { useSetConceptArchived } from '../api/update-concept';
import { BriefSummary } from '../components/brief-summary';
import { ConceptStatusBar } from '../components/concept-status-bar';
import { ConceptTabs } from '../components/concept-tabs';
import { useConceptNodes } from '../components/use-node-names';
import { ConceptWizard } from '../components/wizard/concept-wizard';
import { mayEditConceptSettings, mayRequestConcepts, useConceptsBase, useWizardParam } from '../use-concepts-base';

/** /concepts/:id and /concepts-only/:id: the concept's status and its brief summary; a draft continues in the wizard. */
export function Component() {
  const { id } = useParams();
  const partnerId = useCurrentPartnerId();
  const { data: user } = useCurrentUser();
  const base = useConceptsBase();
  const concept = useConcept(partnerId, id);
  const nodes = useConceptNodes(partnerId);
  const archive = useSetConceptArchived(partnerId);
  const [wizard, setWizard] = useWizardParam();
  const c = concept.data;

  if (concept.isPending) return <Spin />;
  if (!c) return <Alert type="error" showIcon title={concept.error?.message ?? MESSAGES.genericError} />;
  return (
    <>
      <ScreenTitle title={c.name} />
      {c.status !== 'Draft' && <ConceptTabs conceptId={c._id} active="overview" />}
      <ConceptStatusBar concept={c} />
      <Space style={{ marginBottom: 16 }} wrap>
        {mayRequestConcepts(user) && c.status === 'Draft' && !c.archived && (
          <Button type="primary" onClick={() => setWizard(c._id)}>
            Continue brief ({STEP_LABELS[c.brief.meta.currentStep]})
          </Button>
        )}
        {mayRequestConcepts(user) && (
          <Button loading={archive.isPending} onClick={() => archive.mutate({ id: c._id, archived: !c.archived }, { onSuccess: () => void concept.refetch() })}>
            {c.archived ? 'Unarchive' : 'Archive'}
          </Button>
        )}
        {mayRequestConcepts(user) && c.status === 'ready' && !c.archived && base === '/concepts' && <AppLink to={`/concepts/${c._id}/campaign`}>New campaign</AppLink>}
        {mayEditConceptSettings(user) && <AppLink to={`${base}/${c._id}/settings`}>Settings</AppLink>}
        <AppLink to={base}>Back to Concepts</AppLink>
      </Space>
      {archive.error && (
        <Alert type="error" showIcon title={c.archived ? MESSAGES.conceptUnarchiveFailed : MESSAGES.conceptArchiveFailed} style={{ marginBottom: 16 }} />
      )}
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Created">{new Date(c.createdAt).toLocaleString()}</Descriptions.Item>
        <Descriptions.Item label="Updated">{new Date(c.updatedAt).toLocaleString()}</Descriptions.Item>
      </Descriptions>
      <BriefSummary brief={c.brief} nodeName={nodes.nodeName} />
      {wizard && <ConceptWizard draftId={wizard === 'new' ? null : wizard} onClose={() => setWizard(null)} />}
    </>
  );
}
