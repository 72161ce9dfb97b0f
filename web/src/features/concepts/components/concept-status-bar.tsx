import { Alert, Button, Form, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import type { ConceptDto } from '@shared/contracts/concepts';
import { availableConceptEvents, CONCEPT_EVENT_LABELS, isRejection, type ConceptEvent } from '@shared/domain/concept-lifecycle';
import { CONCEPT_REJECTION_REASON_MAX_LENGTH } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import type { Role } from '@shared/domain/roles';
import { UserText } from '@web/components/user-text';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCurrentUser } from '@web/lib/current-user';
import { useUpdateConceptStatus } from '../api/update-concept-status';
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
            loading={move.isPending && move.variables?.event === event}
            onClick={() => (isRejection(event) ? (setReason(''), setRejecting(event)) : send(event))}
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
