/**
 * The renders feature: screenshots and PDF of a campaign's creatives (mounted in the creatives view's toolbar) and the
 * campaign's render queue with Cancel and Restart (mounted on its tools tab); the assembly HTML5 prerender (mounted on
 * the Assemblies tab).
 */
export { RenderActions } from './components/render-actions';
export { RenderQueueCard } from './components/render-queue-card';
export { AssemblyPrerenderCard } from './components/assembly-prerender-card';
