/** The personalize feature: the campaign's personalize tab (001 2 'Personalize view'), its grid and its editors. */
export { PersonalizeTab } from './components/personalize-tab';
