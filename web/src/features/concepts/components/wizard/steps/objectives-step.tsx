import type { MouseEvent } from 'react';
import { Card, Checkbox, Col, Form, Input, Row, Typography } from 'antd';
import { CONCEPT_CUSTOM_OBJECTIVE_MAX_LENGTH } from '@shared/constants';
import { OBJECTIVES, type Objective } from '@shared/domain/concepts';
import { fieldStatus, type StepProps } from './step-props';

const CARDS: Record<Objective, { title: string; text: string }> = {
  awareness: { title: 'Awareness', text: 'Reach people and make the brand known.' },
  consideration: { title: 'Consideration', text: 'Get people to think about the brand and look for more.' },
  action: { title: 'Action', text: 'Drive sales, sign-ups and other conversions.' },
  custom: { title: 'Custom', text: 'Describe an objective of your own.' },
};

/** Step 2, Objectives: cards for awareness, consideration, action and custom; custom reveals a required description. */
export function ObjectivesStep({ brief, update, errors }: StepProps) {
  const { elements, customText } = brief.objectives;
  const toggle = (objective: Objective, on: boolean) =>
    update((b) => ({
      ...b,
      objectives: { ...b.objectives, elements: OBJECTIVES.filter((o) => (o === objective ? on : b.objectives.elements.includes(o))) },
    }));

  // A click on the checkbox or its label (the title) toggles through onChange once; the rest of the card toggles here.
  const toggleFromCard = (event: MouseEvent, objective: Objective, on: boolean) => {
    if (!(event.target as HTMLElement).closest('label')) toggle(objective, on);
  };

  return (
    <>
      <Row gutter={[16, 16]}>
        {OBJECTIVES.map((objective) => {
          const selected = elements.includes(objective);
          return (
            <Col span={12} key={objective}>
              <Card hoverable size="small" style={{ height: '100%', borderColor: selected ? '#1677ff' : undefined }} onClick={(e) => toggleFromCard(e, objective, !selected)}>
                <Checkbox checked={selected} onChange={(e) => toggle(objective, e.target.checked)}>
                  <strong>{CARDS[objective].title}</strong>
                </Checkbox>
                <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                  {CARDS[objective].text}
                </Typography.Paragraph>
              </Card>
            </Col>
          );
        })}
      </Row>
      {elements.includes('custom') && (
        <Form layout="vertical" component="div" style={{ marginTop: 16 }}>
          <Form.Item label="Description" htmlFor="concept-custom-objective" required validateStatus={fieldStatus(errors.customText)} help={errors.customText}>
            <Input.TextArea
              id="concept-custom-objective"
              rows={3}
              maxLength={CONCEPT_CUSTOM_OBJECTIVE_MAX_LENGTH}
              showCount
              value={customText}
              onChange={(e) => update((b) => ({ ...b, objectives: { ...b.objectives, customText: e.target.value } }))}
            />
          </Form.Item>
        </Form>
      )}
    </>
  );
}
