/** The assemblies feature: the campaign page's Assemblies tab (001 7 'Audiences and assemblies'). */
export { AssembliesTab } from './components/assemblies-tab';
