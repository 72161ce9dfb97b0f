/**
 * The wizard's state and moves (000 2.5, 4 'Wizard'): the brief, the step, the draft's id, the steps whose errors show,
 * and Next / Save Draft / Finish & Send with the name check and the promotion of temporary uploads.
 */
import { useEffect, useState } from 'react';
import type { ConceptDto } from '@shared/contracts/concepts';
import { WIZARD_ANIMATION_DELAY_MS, WIZARD_ANIMATION_MS } from '@shared/constants';
import { emptyBrief, hasErrors, isLastStep, nextStep, stepErrors, type Brief, type WizardStep } from '@shared/domain/concepts';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { usePromoteBriefAssets, useSaveBrief } from '../../api/save-brief';
import { useConceptNodes } from '../use-node-names';
import { useNameCheck } from './use-name-check';

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

export function useWizard(initial: ConceptDto | null) {
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

  return { brief, step, errors, update, goTo, onNext, onSaveDraft, summaryOpen, setSummaryOpen, dialog, setDialog, sent, save, promote, nodes, nameCheck, animating };
}
