import { Form, Input, Select, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import type { NodeDto } from '@shared/contracts/business-nodes';
import { CONCEPT_NAME_MAX_LENGTH, LANGUAGE_SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { conceptNameError } from '@shared/domain/concepts';
import { languageName, searchLanguages } from '@shared/domain/languages';
import { MESSAGES } from '@shared/messages';
import { useDebounced } from '@web/hooks/use-debounced';
import { nodeTreeOptions } from '../../use-node-names';
import { fieldStatus, type StepProps } from './step-props';

interface Props extends StepProps {
  tree: NodeDto[];
  nameTaken: boolean;
}

/** Step 1, Details: name, markets (business nodes), languages (000 2.5, 5). */
export function DetailsStep({ brief, update, errors, tree, nameTaken }: Props) {
  const { intro } = brief;
  const [touched, setTouched] = useState(false);
  const [languageSearch, setLanguageSearch] = useState('');
  const search = useDebounced(languageSearch, LANGUAGE_SEARCH_DEBOUNCE_MS);
  const languageOptions = useMemo(() => {
    const found = searchLanguages(search).map((l) => ({ value: l.code, label: l.name }));
    // chosen languages stay labelled even when the search hides them
    const chosen = intro.languages.filter((c) => !found.some((o) => o.value === c)).map((c) => ({ value: c, label: languageName(c) }));
    return [...chosen, ...found];
  }, [search, intro.languages]);
  const treeData = useMemo(() => nodeTreeOptions(tree, true), [tree]);

  const nameError = (touched ? conceptNameError(intro.name) : null) ?? errors.name ?? (nameTaken ? MESSAGES.conceptNameUsed : undefined);
  const setIntro = (patch: Partial<typeof intro>) => update((b) => ({ ...b, intro: { ...b.intro, ...patch } }));

  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Concept name" htmlFor="concept-name" required validateStatus={fieldStatus(nameError)} help={nameError}>
        <Input
          id="concept-name"
          value={intro.name}
          maxLength={CONCEPT_NAME_MAX_LENGTH}
          showCount
          onChange={(e) => {
            setTouched(true);
            setIntro({ name: e.target.value });
          }}
        />
      </Form.Item>
      <Form.Item label="Markets" htmlFor="concept-markets" required validateStatus={fieldStatus(errors.businessNodes)} help={errors.businessNodes}>
        <TreeSelect
          id="concept-markets"
          multiple
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          placeholder="Choose products and markets"
          value={intro.businessNodes}
          onChange={(ids: string[]) => setIntro({ businessNodes: ids })}
          treeData={treeData}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item label="Languages" htmlFor="concept-languages" required validateStatus={fieldStatus(errors.languages)} help={errors.languages}>
        <Select
          id="concept-languages"
          mode="multiple"
          showSearch
          filterOption={false}
          searchValue={languageSearch}
          onSearch={setLanguageSearch}
          onBlur={() => setLanguageSearch('')}
          placeholder="Search languages"
          value={intro.languages}
          onChange={(codes: string[]) => {
            setIntro({ languages: codes });
            setLanguageSearch('');
          }}
          options={languageOptions}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Form>
  );
}
