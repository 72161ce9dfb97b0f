import { Tabs } from 'antd';
import { AppLink } from '@web/components/app-link';
import { useConceptsBase } from '../use-concepts-base';

export type ConceptTab = 'overview' | 'storyboards' | 'templates';

/**
 * The concept page's tab bar: Overview, Storyboards, Templates (000 2.1 sections under /concepts/{id}/). Each tab is a
 * link to its route, in the mode the page was opened in (/concepts or /concepts-only).
 */
export function ConceptTabs({ conceptId, active }: { conceptId: string; active: ConceptTab }) {
  const base = `${useConceptsBase()}/${conceptId}`;
  const items = [
    { key: 'overview', label: <AppLink to={base}>Overview</AppLink> },
    { key: 'storyboards', label: <AppLink to={`${base}/storyboards`}>Storyboards</AppLink> },
    { key: 'templates', label: <AppLink to={`${base}/templates`}>Templates</AppLink> },
  ];
  return <Tabs activeKey={active} items={items} style={{ marginBottom: 8 }} />;
}
