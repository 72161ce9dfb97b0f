import { Alert, Button, Form, Input, Spin, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { CONCEPT_NAME_MAX_LENGTH } from '@shared/constants';
import { conceptNameError } from '@shared/domain/concepts';
import { MESSAGES } from '@shared/messages';
import { AppLink } from '@web/components/app-link';
import { ScreenTitle } from '@web/components/screen-title';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useConcept } from '../api/get-concept';
import { useUpdateConceptSettings } from '../api/update-concept';
import { nodeTreeOptions, useConceptNodes } from '../components/use-node-names';
import { useCurrentUser } from '@web/lib/current-user';
import { mayEditConceptSettings, useConceptsBase } from '../use-concepts-base';

interface Values {
  name: string;
  businessNodes: string[];
}

/** /concepts/:id/settings (top admins plus self-service) and its concepts-only twin: the concept's name and nodes. */
export function Component() {
  const { id } = useParams();
  const partnerId = useCurrentPartnerId();
  const base = useConceptsBase();
  const concept = useConcept(partnerId, id);
  const nodes = useConceptNodes(partnerId);
  const save = useUpdateConceptSettings(partnerId);
  const { data: user } = useCurrentUser();
  const mayEdit = mayEditConceptSettings(user);
  const [form] = Form.useForm<Values>();
  const treeData = useMemo(() => nodeTreeOptions(nodes.tree, true), [nodes.tree]);

  useEffect(() => {
    if (concept.data) form.setFieldsValue({ name: concept.data.name, businessNodes: concept.data.nodeIds });
  }, [concept.data, form]);

  if (concept.isPending) return <Spin />;
  if (!concept.data) return <Alert type="error" showIcon title={concept.error?.message ?? MESSAGES.genericError} />;
  return (
    <>
      <ScreenTitle title="Concept settings" />
      <AppLink to={`${base}/${concept.data._id}`}>Back to {concept.data.name}</AppLink>
      {!mayEdit && <Alert type="info" showIcon title="Only admins and self-service users change concept settings." style={{ marginTop: 16, maxWidth: 560 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 560, marginTop: 16 }}
        disabled={save.isPending || !mayEdit}
        onFinish={(values) => save.mutate({ id: concept.data._id, body: values })}
      >
        <Form.Item
          label="Concept name"
          name="name"
          rules={[{ validator: async (_, value: string) => { const error = conceptNameError(value ?? ''); if (error) throw new Error(error); } }]}
        >
          <Input maxLength={CONCEPT_NAME_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item label="Markets" name="businessNodes" rules={[{ required: true, message: MESSAGES.conceptMarketsRequired }]}>
          <TreeSelect multiple showSearch treeNodeFilterProp="title" treeDefaultExpandAll treeData={treeData} />
        </Form.Item>
        {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />}
        {save.isSuccess && <Alert type="success" showIcon title="Settings saved" style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save
        </Button>
      </Form>
    </>
  );
}
