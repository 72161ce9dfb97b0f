import { CheckOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Progress, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import type { ConceptDto } from '@shared/contracts/concepts';
import { WIZARD_ANIMATION_DELAY_MS, WIZARD_ANIMATION_MS } from '@shared/constants';
import { previousStep, nextStep, STEP_LABELS, stepIndex, WIZARD_STEPS } from '@shared/domain/concepts';
import { MESSAGES } from '@shared/messages';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useConcept } from '../../api/get-concept';
import { BriefSummary } from '../brief-summary';
import { StepContent } from './step-content';
import { TakeOff } from './take-off';
import { useWizard } from './use-wizard';
import { CancelDialog, DraftSavedDialog } from './wizard-dialogs';

const ANIMATION = `@keyframes concept-step-in { from { opacity: 0; transform: translateX(24px); } to { opacity: 1; transform: none; } }`;

interface Props {
  /** The draft to continue, or null for a new concept. */
  draftId: string | null;
  onClose(): void;
}

/** The Request New Concept wizard in a left drawer (000 2.5); a draft reopens at its saved step. */
export function ConceptWizard({ draftId, onClose }: Props) {
  const partnerId = useCurrentPartnerId();
  const draft = useConcept(partnerId, draftId ?? undefined);
  // The draft as it was when the wizard opened: finishing refetches it (sent by then), which must not close the wizard.
  const [opened, setOpened] = useState<ConceptDto | null>(null);
  if (draft.data && !opened) setOpened(draft.data);
  const shell = (children: React.ReactNode) => (
    <Drawer open placement="left" size={720} closable={false} title="Request new concept" onClose={onClose} maskClosable={false}>
      {children}
    </Drawer>
  );
  if (!draftId) return <WizardBody initial={null} onClose={onClose} />;
  if (!opened && draft.isPending) return shell(<Spin />);
  if (!opened) return shell(<Result status="error" title={draft.error?.message ?? MESSAGES.genericError} extra={<Button onClick={onClose}>Close</Button>} />);
  if (opened.status !== 'Draft') return shell(<Result status="info" title={MESSAGES.conceptAlreadySent} extra={<Button onClick={onClose}>Close</Button>} />);
  return <WizardBody initial={opened} onClose={onClose} />;
}

function WizardBody({ initial, onClose }: { initial: ConceptDto | null; onClose(): void }) {
  const { brief, step, errors, update, goTo, onNext, onSaveDraft, summaryOpen, setSummaryOpen, dialog, setDialog, sent, save, promote, nodes, nameCheck, animating } =
    useWizard(initial);

  if (sent) {
    return (
      <Drawer open placement="left" size={720} closable={false} title="Request new concept" onClose={onClose}>
        <TakeOff name={sent.name} onClose={onClose} />
      </Drawer>
    );
  }

  const back = previousStep(step);
  const next = nextStep(step);
  const index = stepIndex(step);

  return (
    <Drawer
      open
      placement="left"
      size={summaryOpen ? 1120 : 720}
      closable={false}
      maskClosable={false}
      keyboard={false}
      onClose={() => setDialog('cancel')}
      title={
        <Space>
          <Button onClick={() => setDialog('cancel')}>Cancel</Button>
          <span>Request new concept</span>
        </Space>
      }
      extra={
        <Space>
          <Button onClick={() => setSummaryOpen(!summaryOpen)}>{summaryOpen ? 'Close' : 'Summary'}</Button>
          <Button type="primary" ghost disabled={index === 0 || animating} loading={save.isPending && dialog === null} onClick={onSaveDraft}>
            Save Draft
          </Button>
        </Space>
      }
      footer={
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <div style={{ width: 200 }}>
            {back && (
              <Button icon={<LeftOutlined />} aria-label={`Back: ${STEP_LABELS[back]}`} onClick={() => goTo(back)}>
                {STEP_LABELS[back]}
              </Button>
            )}
          </div>
          <div style={{ flex: 1, textAlign: 'center' }}>
            <Progress percent={Math.round(((index + 1) / WIZARD_STEPS.length) * 100)} showInfo={false} size="small" />
            <Typography.Text type="secondary">
              Step {index + 1} of {WIZARD_STEPS.length}: {STEP_LABELS[step]}
            </Typography.Text>
          </div>
          <div style={{ width: 200, textAlign: 'right', visibility: animating ? 'hidden' : 'visible' }}>
            {next ? (
              <Button type="primary" aria-label={`Next: ${STEP_LABELS[next]}`} onClick={onNext}>
                {STEP_LABELS[next]} <RightOutlined />
              </Button>
            ) : (
              <Button type="primary" icon={<CheckOutlined />} loading={save.isPending || promote.isPending} onClick={onNext}>
                Finish &amp; Send
              </Button>
            )}
          </div>
        </div>
      }
    >
      <style>{ANIMATION}</style>
      <div style={{ display: 'flex', gap: 24 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Title level={4}>{STEP_LABELS[step]}</Typography.Title>
          {(save.error ?? promote.error) && <Alert type="error" showIcon title={(save.error ?? promote.error)!.message} style={{ marginBottom: 16 }} />}
          <div key={step} style={{ animation: `concept-step-in ${WIZARD_ANIMATION_MS}ms ease ${WIZARD_ANIMATION_DELAY_MS}ms both` }}>
            <StepContent step={step} brief={brief} update={update} errors={errors} tree={nodes.tree} nameTaken={nameCheck.taken} />
          </div>
        </div>
        {summaryOpen && (
          <aside aria-label="Summary" style={{ width: 360, flexShrink: 0 }}>
            <Typography.Title level={4}>Summary</Typography.Title>
            <BriefSummary brief={brief} nodeName={nodes.nodeName} />
          </aside>
        )}
      </div>
      <CancelDialog open={dialog === 'cancel'} onConfirm={onClose} onReturn={() => setDialog(null)} />
      <DraftSavedDialog open={dialog === 'draft'} onConfirm={onClose} onReturn={() => setDialog(null)} />
    </Drawer>
  );
}
