import { CheckOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Progress, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ConceptDto } from '../../../../../../shared/contracts/concepts';
import { WIZARD_ANIMATION_DELAY_MS, WIZARD_ANIMATION_MS } from '../../../../../../shared/constants';
import {
  emptyBrief,
  hasErrors,
  isLastStep,
  nextStep,
  previousStep,
  STEP_LABELS,
  stepErrors,
  stepIndex,
  WIZARD_STEPS,
  type Brief,
  type WizardStep,
} from '../../../../../../shared/domain/concepts';
import { MESSAGES } from '../../../../../../shared/messages';
import { useCurrentPartnerId } from '../../../../lib/current-partner';
import { useConcept } from '../../api/get-concept';
import { usePromoteBriefAssets, useSaveBrief } from '../../api/save-brief';
import { BriefSummary } from '../brief-summary';
import { useConceptNodes } from '../use-node-names';
import { StepContent } from './step-content';
import { TakeOff } from './take-off';
import { useNameCheck } from './use-name-check';
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

/** Runs the step-entry animation (800 ms after a 100 ms delay) whenever the step changes; true while it runs. */
function useStepAnimation(step: WizardStep): boolean {
  const [animating, setAnimating] = useState(true);
  useEffect(() => {
    setAnimating(true);
    const timer = setTimeout(() => setAnimating(false), WIZARD_ANIMATION_MS + WIZARD_ANIMATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);
  return animating;
}

function WizardBody({ initial, onClose }: { initial: ConceptDto | null; onClose(): void }) {
  const partnerId = useCurrentPartnerId();
  const [brief, setBrief] = useState<Brief>(() => initial?.brief ?? emptyBrief());
  const [step, setStep] = useState<WizardStep>(initial?.brief.meta.currentStep ?? 'INTRO');
  const [conceptId, setConceptId] = useState<string | null>(initial?._id ?? null);
  /** Steps where Next was pressed and failed: their errors show, live, from then on. */
  const [attempted, setAttempted] = useState<ReadonlySet<WizardStep>>(new Set());
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [dialog, setDialog] = useState<'cancel' | 'draft' | null>(null);
  const [sent, setSent] = useState<ConceptDto | null>(null);
  const save = useSaveBrief(partnerId);
  const promote = usePromoteBriefAssets(partnerId);
  const nodes = useConceptNodes(partnerId);
  const nameCheck = useNameCheck(partnerId, brief.intro.name, conceptId);
  const animating = useStepAnimation(step);

  const errors = attempted.has(step) ? stepErrors(step, brief) : {};
  const update = (recipe: (b: Brief) => Brief) => setBrief(recipe);
  const goTo = (to: WizardStep) => {
    save.reset();
    promote.reset();
    setStep(to);
  };
  const payload = (status: 'Draft' | 'StoryboardsInProgress', of: Brief = brief) => ({
    ...(conceptId ? { _id: conceptId } : {}),
    brief: { ...of, meta: { ...of.meta, currentStep: step } },
    status,
    isLastStep: isLastStep(step),
  });

  /** Finish & Send: temporary uploads and links become library assets on the concept's nodes, then the brief is sent. */
  const finish = async () => {
    let sending = brief;
    if (brief.assets.some((a) => !a.isFromDam)) {
      const promoted = await promote.mutateAsync(brief).catch(() => null);
      if (!promoted) return;
      sending = promoted;
      setBrief(promoted);
    }
    save.mutate(payload('StoryboardsInProgress', sending), { onSuccess: setSent });
  };

  const onNext = async () => {
    const failed = hasErrors(stepErrors(step, brief)) || (step === 'INTRO' && (await nameCheck.checkNow().catch(() => false)));
    if (failed) {
      setAttempted(new Set(attempted).add(step));
      return;
    }
    if (!isLastStep(step)) return goTo(nextStep(step)!);
    await finish();
  };

  const onSaveDraft = () =>
    save.mutate(payload('Draft'), {
      onSuccess: (concept) => {
        setConceptId(concept._id);
        setDialog('draft');
      },
    });

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
