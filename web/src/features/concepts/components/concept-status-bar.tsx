import { Alert, Button, Form, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConceptDto } from '@shared/contracts/concepts';
import { availableConceptEvents, CONCEPT_EVENT_LABELS, isRejection, type ConceptEvent } from '@shared/domain/concept-lifecycle';
import { CONCEPT_REJECTION_REASON_MAX_LENGTH } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import type { Role } from '@shared/domain/roles';
import { UserText } from '@web/components/user-text';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCurrentUser } from '@web/lib/current-user';
import { approveParts, listParts, PARTS_OF, type ApprovalParts, type Part } from '../api/approve-remaining';
import { conceptQueryKey, getConcept } from '../api/get-concept';
import { conceptsQueryKey } from '../api/list-concepts';
import { updateConceptStatus, useUpdateConceptStatus } from '../api/update-concept-status';

interface Pending {
  event: ConceptEvent;
  parts: ApprovalParts;
  remaining: Part[];
  total: number;
}

const partWord = (parts: ApprovalParts, n: number) => (parts === 'storyboards' ? (n === 1 ? 'storyboard' : 'storyboards') : n === 1 ? 'template' : 'templates');

/**
 * 'Approve storyboards' / 'Approve templates' over parts not all approved: the concept's status must never contradict
 * them, so the user is asked with the list, and confirming approves each remaining part (the last approval moves the
 * concept, as approving a part does), then says what it approved. All parts approved already: the event is sent as is.
 */
function useApproveWithParts(partnerId: string | null, concept: ConceptDto) {
  const client = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: async (event: ConceptEvent) => {
      const parts = PARTS_OF[event]!;
      const list = await listParts(partnerId!, concept._id, parts);
      return { event, parts, remaining: list.filter((p) => !p.approved), total: list.length };
    },
  });
  const approve = useMutation({
    mutationFn: async ({ event, parts, remaining }: Pending) => {
      await approveParts(partnerId!, concept._id, parts, remaining);
      const now = await getConcept(partnerId!, concept._id);
      // the last part's approval moved the concept already; otherwise the concept-level event follows
      return now.status === concept.status ? updateConceptStatus(partnerId!, concept._id, { event }) : now;
    },
    onSuccess: (moved, { parts, remaining }) => {
      client.setQueryData(conceptQueryKey(partnerId, concept._id), moved);
      setDone(`Approved the remaining ${partWord(parts, remaining.length)}: ${remaining.map((p) => p.name).join(', ')}.`);
      setPending(null);
    },
    onSettled: () => client.invalidateQueries({ queryKey: conceptsQueryKey(partnerId) }),
  });
  return { pending, setPending, done, check, approve };
}
import { StatusTag } from './status-tag';

/**
 * The concept's status, the reason of its last rejection, and the lifecycle buttons the caller may use now
 * (shared/domain/concept-lifecycle.ts): 'Send for review' for uploaders, approve and reject for final approvers.
 */
export function ConceptStatusBar({ concept, events }: { concept: ConceptDto; events?: readonly ConceptEvent[] }) {
  const partnerId = useCurrentPartnerId();
  const { data: user } = useCurrentUser();
  const move = useUpdateConceptStatus(partnerId, concept._id);
  const [rejecting, setRejecting] = useState<ConceptEvent | null>(null);
  const [reason, setReason] = useState('');
  const available = user && !concept.archived ? availableConceptEvents(user.role as Role, concept.status, events) : [];
  const send = (event: ConceptEvent, withReason?: string) => move.mutate({ event, ...(withReason ? { reason: withReason } : {}) }, { onSuccess: () => setRejecting(null) });
  const withParts = useApproveWithParts(partnerId, concept);
  const approveConcept = (event: ConceptEvent) =>
    withParts.check.mutate(event, {
      onSuccess: (found) => (found.remaining.length === 0 ? send(event) : withParts.setPending(found)),
    });
  const onClick = (event: ConceptEvent) => {
    if (isRejection(event)) {
      setReason('');
      setRejecting(event);
    } else if (PARTS_OF[event]) approveConcept(event);
    else send(event);
  };
  const pending = withParts.pending;

  return (
    <>
      <Space wrap style={{ marginBottom: 12, display: 'flex' }}>
        <StatusTag status={concept.status} />
        {concept.archived && <Tag>archived</Tag>}
        {available.map((event) => (
          <Button
            key={event}
            type={isRejection(event) ? 'default' : 'primary'}
            danger={isRejection(event)}
            loading={(move.isPending && move.variables?.event === event) || (withParts.check.isPending && withParts.check.variables === event)}
            onClick={() => onClick(event)}
          >
            {CONCEPT_EVENT_LABELS[event]}
          </Button>
        ))}
      </Space>
      {concept.rejection && concept.status !== 'ready' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`${CONCEPT_EVENT_LABELS[concept.rejection.event]}: ${new Date(concept.rejection.at).toLocaleString()}`}
          description={<UserText text={concept.rejection.reason} />}
        />
      )}
      {move.error && !rejecting && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={move.error.message} />}
      {withParts.check.error && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={withParts.check.error.message} />}
      {withParts.done && <Alert type="success" showIcon closable style={{ marginBottom: 12 }} title={withParts.done} data-testid="approved-remaining" />}
      <Modal
        open={pending !== null}
        title={pending ? CONCEPT_EVENT_LABELS[pending.event] : ''}
        okText={pending ? `Approve ${pending.remaining.length} ${partWord(pending.parts, pending.remaining.length)} and the concept` : 'OK'}
        okButtonProps={{ loading: withParts.approve.isPending }}
        onOk={() => pending && withParts.approve.mutate(pending)}
        onCancel={() => withParts.setPending(null)}
        destroyOnHidden
      >
        {pending && (
          <>
            <p>
              {pending.remaining.length} of {pending.total} {partWord(pending.parts, pending.total)} {pending.remaining.length === 1 ? 'is' : 'are'} not approved yet:
            </p>
            <ul aria-label={`Not approved ${pending.parts}`}>
              {pending.remaining.map((p) => (
                <li key={p.id}>{p.name}</li>
              ))}
            </ul>
            <p>Approving the concept approves them too.</p>
          </>
        )}
        {withParts.approve.error && <Alert type="error" showIcon title={withParts.approve.error.message} />}
      </Modal>
      <Modal
        open={rejecting !== null}
        title={rejecting ? CONCEPT_EVENT_LABELS[rejecting] : ''}
        okText={rejecting ? CONCEPT_EVENT_LABELS[rejecting] : 'OK'}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: move.isPending }}
        onOk={() => rejecting && send(rejecting, reason.trim())}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label="Reason" required help={reason.trim() ? undefined : MESSAGES.conceptRejectionReasonRequired}>
            <Input.TextArea aria-label="Reason" value={reason} maxLength={CONCEPT_REJECTION_REASON_MAX_LENGTH} rows={4} onChange={(e) => setReason(e.target.value)} autoFocus />
          </Form.Item>
        </Form>
        {move.error && <Alert type="error" showIcon title={move.error.message} />}
      </Modal>
    </>
  );
}
