import { Alert, Checkbox, Form, Input, Space, Typography } from 'antd';
import { CREATIVE_DIRECTION_MAX_LENGTH, DELIVERY_ESTIMATE } from '@shared/constants';
import { fieldStatus, type StepProps } from './step-props';

/** Step 6, Creative Direction (other business): required free text, at most 1000 characters (input truncated). */
export function DirectionStep({ brief, update, errors }: StepProps) {
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Creative direction" htmlFor="concept-direction" required validateStatus={fieldStatus(errors.otherBusiness)} help={errors.otherBusiness}>
        <Input.TextArea
          id="concept-direction"
          rows={10}
          maxLength={CREATIVE_DIRECTION_MAX_LENGTH}
          showCount
          placeholder="Tone, messages, references, anything the design team should know"
          value={brief.otherBusiness.text}
          onChange={(e) => update((b) => ({ ...b, otherBusiness: { text: e.target.value.slice(0, CREATIVE_DIRECTION_MAX_LENGTH) } }))}
        />
      </Form.Item>
    </Form>
  );
}

/** Step 7, Sign Off: the suggested delivery timeline and the agreement checkbox. */
export function SignOffStep({ brief, update, errors }: StepProps) {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={5}>Suggested delivery timeline</Typography.Title>
        <Typography.Paragraph>Storyboards: {DELIVERY_ESTIMATE}</Typography.Paragraph>
      </div>
      <Checkbox
        checked={brief.signOff.areAgreementsAccepted}
        onChange={(e) => update((b) => ({ ...b, signOff: { areAgreementsAccepted: e.target.checked } }))}
      >
        I confirm this brief is complete and agree to the suggested delivery timeline
      </Checkbox>
      {errors.signOff && <Alert type="error" showIcon title={errors.signOff} />}
    </Space>
  );
}
